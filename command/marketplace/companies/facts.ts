import type { CommandDeps } from '../../core/deps';

// Whether a company is listed: a review is written of one (the company read model; a company is
// there once its addition's answer came back).
export async function companyExists(deps: Pick<CommandDeps, 'db'>, companyId: string): Promise<boolean> {
  const row = await deps.db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

import { CallFailure } from '../../../contracts/core/errors';
import type { ApiDeps } from '../../server/feature';

// The client a publishId belongs to.
export async function publicationOwner(deps: ApiDeps, publishId: string): Promise<string> {
  const row = await deps.db.selectFrom('publication').select('user_id').where('publish_id', '=', publishId).executeTakeFirst();
  if (!row) throw new CallFailure('PublishItemNotFound');
  return row.user_id;
}

import { staffSenders } from '../../../query/backoffice/templates/get-templates';
import type { ApiDeps } from '../../server/feature';

// The senders a template may name: the configured one first, then the staff's own addresses.
export async function fromOptions(deps: ApiDeps): Promise<{ email: string; name: string }[]> {
  const { mailFrom, brandName } = await deps.settings();
  const configured = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const staff = (await staffSenders(deps.db)).filter((s) => s.email !== configured);
  return [{ email: configured, name: brandName }, ...staff];
}

import { setExplanationImage } from '../../../../command/backoffice/journey-settings/journey-settings-commands';
import { isDomainError } from '../../../../contracts/core/errors';
import { getExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The file is kept first (its content already checked as an image); a refused change lets it go, and
// the image it replaced goes once the new one is recorded.
export async function uploadExplanationImage(deps: ApiDeps, input: CallIn<'uploadExplanationImage'>, ctx: CallContext): Answer<'uploadExplanationImage'> {
  const kept = await deps.uploads.save(input.file, { ownerId: null, now: deps.clock() });
  const set = await setExplanationImage(deps, { step: input.type, id: input.id, uploadId: kept.id }, ctx.command);
  if (isDomainError(set)) await deps.uploads.remove(kept.id);
  else if (set.replaced) await deps.uploads.remove(set.replaced);
  return replyTo(set, async () => ({ explanations: await getExplanations(deps.db, input.type, (id) => deps.uploads.link(id, deps.clock())) }));
}

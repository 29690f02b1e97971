import { CallFailure } from '../../../contracts/core/errors';
import type { ApiDeps } from '../../server/feature';
import { journeyPublishingFor } from './cv-links';

// What every change to a client's CVs, cover letters and publication answers: getJourneyPublishing
// as it now is, which the caller's screens (and the other side's, told live) take as they are.
export const publishAnswer = (deps: ApiDeps, userId: string) => journeyPublishingFor(deps, userId);

// The client a publishId belongs to.
export async function publicationOwner(deps: ApiDeps, publishId: string): Promise<string> {
  const row = await deps.db.selectFrom('publication').select('user_id').where('publish_id', '=', publishId).executeTakeFirst();
  if (!row) throw new CallFailure('PublishItemNotFound');
  return row.user_id;
}

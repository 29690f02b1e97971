import { CallFailure } from '../../../contracts/core/errors';
import { cyclesOf, publicationOf } from '../../../query/coaching/publishing/get-publication';
import { getPublishesData } from '../../../query/coaching/publishing/get-publishes-data';
import type { ApiDeps } from '../../server/feature';

// What publication calls answer: the publication and its cycles.
export async function publishAnswer(deps: ApiDeps, userId: string) {
  const [publish, cycles] = await Promise.all([publicationOf(deps.db, userId), cyclesOf(deps.db, userId)]);
  return { publish, cycles };
}

export const gridAnswer = (deps: ApiDeps) => getPublishesData(deps.db);


// The client a publishId belongs to.
export async function publicationOwner(deps: ApiDeps, publishId: string): Promise<string> {
  const row = await deps.db.selectFrom('publication').select('user_id').where('publish_id', '=', publishId).executeTakeFirst();
  if (!row) throw new CallFailure('PublishItemNotFound');
  return row.user_id;
}

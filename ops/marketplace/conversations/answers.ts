import { CallFailure } from '../../../contracts/core/errors';
import { parseMatchId } from '../../../contracts/marketplace/activity/ids';
import { getApplication } from '../../../query/marketplace/activity/get-user-activity';
import type { ApiDeps } from '../../server/feature';
import { conversationMessages } from '../../../contracts/marketplace/conversations/messages';

type PairName = { matchId?: string; jobId?: string; seekerId?: string };

// The pair a conversation call names: by its match id, or by its job and seeker.
export function pairNamed(id: PairName): { jobId: string; seekerId: string } {
  const pair = id.matchId ? parseMatchId(id.matchId) : { jobId: id.jobId ?? '', seekerId: id.seekerId ?? '' };
  if (!pair) throw new CallFailure('ValidationFailed', conversationMessages.NotAMatchId);
  return pair;
}

// The pair a conversation call names, once the caller is one of the two matched people.
export async function matchedPairOf(deps: ApiDeps, userId: string, id: PairName) {
  const pair = pairNamed(id);
  const application = await getApplication(deps.db, pair.jobId, pair.seekerId);
  if (!application?.matchedAt || (application.seekerId !== userId && application.recruiterId !== userId)) throw new CallFailure('NotMatched');
  return application;
}

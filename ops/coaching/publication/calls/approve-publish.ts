import { AS_SOON_AS_POSSIBLE } from '../../../../contracts/coaching/publication/publication';
import { startPublish } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// Approval from the grid or the list: a client's requested start date, else as soon as possible.
export async function approvePublish(deps: ApiDeps, input: CallIn<'approvePublish'>, ctx: CallContext): Answer<'approvePublish'> {
  const userId = subject(ctx);
  const requested = await deps.db.selectFrom('publication').select(['status', 'begin_publish']).where('user_id', '=', userId).executeTakeFirst();
  const beginPublish = requested?.status === 'requested' && requested.begin_publish && requested.begin_publish >= deps.clock().toISOString().slice(0, 10) ? requested.begin_publish : AS_SOON_AS_POSSIBLE;
  const approved = await startPublish(deps, userId, { byStaff: true, beginPublish, newCycle: input.newCycle }, ctx.command);
  return replyTo(approved, () => publishAnswer(deps, userId));
}

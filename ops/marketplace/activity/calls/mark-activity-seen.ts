import { flagOfView } from '../../../../contracts/marketplace/activity/activity';
import { recordListSeen } from '../../../../command/marketplace/activity/record-list-seen';
import { getActivityFlags } from '../../../../query/marketplace/activity/get-user-activity';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function markActivitySeen(deps: ApiDeps, input: CallIn<'markActivitySeen'>, ctx: CallContext): Answer<'markActivitySeen'> {
  const userId = subject(ctx);
  const view = input.histogramSubType;
  const flags = await getActivityFlags(deps.db, userId);
  const flag = Object.hasOwn(flagOfView, view) ? flagOfView[view as keyof typeof flagOfView] : null;
  const seen = await recordListSeen(deps, { view, dotShown: flag !== null && flags[flag] }, ctx.command);
  return replyTo(seen, async () => ({ flags: await getActivityFlags(deps.db, userId) }));
}

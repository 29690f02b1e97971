import { readNotifications } from '../../../../command/marketplace/inbox/read-notifications';
import { countUnread } from '../../../../query/marketplace/inbox/get-notifications';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function markNotificationsRead(deps: ApiDeps, input: CallIn<'markNotificationsRead'>, ctx: CallContext): Answer<'markNotificationsRead'> {
  const read = await readNotifications(deps, { all: input.all ?? false, ids: input.ids ?? [] }, ctx.command);
  return replyTo(read, async () => ({ unread: await countUnread(deps.db, subject(ctx)) }));
}

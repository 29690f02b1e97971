import { nothingAppended } from '../../../../command/core/handle-command';
import { reply, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// A browser's subscription is a write-side row, not an event: its keys let anyone push to the device.
export async function savePushSubscription(deps: ApiDeps, input: CallIn<'savePushSubscription'>, ctx: CallContext): Answer<'savePushSubscription'> {
  const { endpoint, keys } = input.subscription;
  const row = { endpoint, user_id: signedIn(ctx).id, p256dh: keys.p256dh, auth: keys.auth, created_at: deps.clock() };
  await deps.db
    .insertInto('push_subscription')
    .values(row)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at }))
    .execute();
  return reply(nothingAppended, async () => ({ saved: true }));
}

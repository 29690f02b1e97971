import type { PushPayload } from '../../../../contracts/backoffice/push/push';
import { defineReaction } from '../../../tasks/reaction';

// recipients' subscriptions read this many people at a time
const CHUNK = 500;

// A push sent reaches every browser of its recipients that allowed notifications (their inbox has it
// from the event already). A browser its push service says is gone (404, 410) is forgotten; another
// failure is left there: the others still get theirs (trying the whole push again would repeat it to them).
export const deliverPush = defineReaction({
  name: 'deliver-push-notification',
  on: ['PushNotificationSent'],
  async react(deps, event) {
    const { pushId, messageTitle, message, recipients } = event.data;
    const payload: PushPayload = { title: messageTitle, body: message, pushId, url: '/' };
    for (let i = 0; i < recipients.length; i += CHUNK) {
      const chunk = recipients.slice(i, i + CHUNK);
      const targets = await deps.db.selectFrom('push_subscription').select(['endpoint', 'user_id as userId', 'p256dh', 'auth']).where('user_id', 'in', chunk).execute();
      for (const target of targets) {
        const { status } = await deps.push.deliver(target, payload, `${pushId}:${target.endpoint}`).catch(() => ({ status: 0 }));
        if (status === 404 || status === 410) await deps.db.deleteFrom('push_subscription').where('endpoint', '=', target.endpoint).execute();
      }
    }
  },
});

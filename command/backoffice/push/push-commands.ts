import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { PushEvent } from '../../../contracts/backoffice/push/events';
import { pushStreamId } from '../../../contracts/backoffice/push/ids';
import { everyoneQuery, type PushSend } from '../../../contracts/backoffice/push/push';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { pushDecider } from './decide-push';
import { pushRecipients, subscribedDevices } from './facts';
import type { PushState } from './push-notification';

type Done = Handled<PushState, PushEvent> & { pushId: string };
type Sent = Done & { devices: number };
const withId = async (pushId: string, handled: Promise<Handled<PushState, PushEvent> | DomainError>): Promise<Done | DomainError> => {
  const done = await handled;
  return isDomainError(done) ? done : { ...done, pushId };
};
const withDevices = async (devices: number, done: Promise<Done | DomainError>): Promise<Sent | DomainError> => {
  const sent = await done;
  return isDomainError(sent) ? sent : { ...sent, devices };
};

// An admin sends a push; the admin is the event's actor. Delivery (inboxes, browsers) follows from
// the event.
export async function sendPush(deps: CommandDeps, push: PushSend, ctx: CommandContext): Promise<Sent | DomainError> {
  const pushId = deps.newId();
  const recipients = await pushRecipients(deps, push);
  const devices = await subscribedDevices(deps, recipients);
  return withDevices(devices, withId(pushId, handleCommand(deps.store, pushStreamId(pushId), pushDecider, () => ({ type: 'Send' as const, pushId, push, recipients, test: false, now: deps.clock() }), metadataOf(ctx))));
}

// The same push to the admin alone, to see it arrive.
export async function sendTestPush(deps: CommandDeps, text: Pick<PushSend, 'messageTitle' | 'message'>, ctx: CommandContext): Promise<Sent | DomainError> {
  const pushId = deps.newId();
  const me = actingUser(ctx);
  const push: PushSend = { ...text, query: everyoneQuery, registeredUsers: [me] };
  const devices = await subscribedDevices(deps, [me]);
  return withDevices(devices, withId(pushId, handleCommand(deps.store, pushStreamId(pushId), pushDecider, () => ({ type: 'Send' as const, pushId, push, recipients: [me], test: true, now: deps.clock() }), metadataOf(ctx))));
}

export async function savePush(deps: CommandDeps, push: PushSend, ctx: CommandContext): Promise<Done | DomainError> {
  const pushId = deps.newId();
  return withId(pushId, handleCommand(deps.store, pushStreamId(pushId), pushDecider, () => ({ type: 'Save' as const, pushId, push, now: deps.clock() }), metadataOf(ctx)));
}

export async function removePushFromHistory(deps: CommandDeps, pushId: string, ctx: CommandContext): Promise<Done | DomainError> {
  return withId(pushId, handleCommand(deps.store, pushStreamId(pushId), pushDecider, () => ({ type: 'RemoveFromHistory' as const, pushId, now: deps.clock() }), metadataOf(ctx)));
}

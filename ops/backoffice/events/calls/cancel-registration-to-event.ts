import { actOnOccurrence } from '../../../../command/backoffice/events/occurrence-commands';
import { eventMessages } from '../../../../contracts/backoffice/events/messages';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The registrant cancels through their link (id and code). The waitlist moves by a reaction.
export async function cancelRegistrationToEvent(deps: ApiDeps, input: CallIn<'cancelRegistrationToEvent'>, ctx: CallContext): Answer<'cancelRegistrationToEvent'> {
  // the registration's occurrence is read off the read model; the decision checks the code on the stream
  const row = await deps.db.selectFrom('event_registrant').select(['occurrence_id', 'event_url']).where('id', '=', input.id).executeTakeFirst();
  if (!row || row.event_url !== input.eventUrl) throw new CallFailure('RegistrationNotFound');
  const done = await actOnOccurrence(deps, row.occurrence_id, { type: 'Cancel', registrantId: input.id, code: input.code, reason: input.cancelReason }, ctx.command);
  return replyTo(done, () => ({ eventUrl: input.eventUrl, canceled: true, ...said(eventMessages, 'EventRegistrationCancelled') }));
}

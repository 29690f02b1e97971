import { actOnOccurrence, newRegistrationCode } from '../../../../command/backoffice/events/occurrence-commands';
import { registrationOf } from '../../../../command/backoffice/events/decide-occurrence';
import { eventMessages } from '../../../../contracts/backoffice/events/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// A place, the waitlist, or 'no places left': decided on the occurrence's stream, so that 100 people
// racing for the last 10 places leave exactly 10 registered. The same email again takes no second
// place; its link (id and code) is not told to whoever typed the address: it is in the mail.
export async function registerToEvent(deps: ApiDeps, input: CallIn<'registerToEvent'>, ctx: CallContext): Answer<'registerToEvent'> {
  const registrantId = deps.newId();
  const done = await actOnOccurrence(
    deps,
    input.occurence,
    { type: 'Register', registrantId, code: newRegistrationCode(), form: input.registerData, waitlist: input.waitlist === true },
    ctx.command,
  );
  return replyTo(done, ({ state, events, occurrence }) => {
    const eventUrl = occurrence.webinar.eventUrl;
    const id = registrationOf(state, input.registerData.email);
    const person = id ? state.people.get(id) : undefined;
    if (!id || !person) return { eventUrl, limitReached: true, ...said(eventMessages, 'EventLimitReached') };
    if (!events.length) return { eventUrl, alreadyRegistered: true, waiting: person.waiting, ...said(eventMessages, 'EventAlreadyRegistered') };
    return { eventUrl, id, code: person.code, waiting: person.waiting, ...said(eventMessages, person.waiting ? 'EventWaitlistJoined' : 'EventRegistered') };
  });
}

import { actOnOccurrence } from '../../../../command/backoffice/events/occurrence-commands';
import { eventMessages } from '../../../../contracts/backoffice/events/messages';
import type { Registrants } from '../../../../contracts/backoffice/events/calls';
import { said } from '../../../../contracts/core/messages';
import { getRegistrants } from '../../../../query/backoffice/events/get-events';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { occurrenceNamed } from '../manager';

// The manage dialog's list: the occurrence with its registered, its waitlist and its cancellations.
export async function getRegisteredUsers(deps: ApiDeps, input: CallIn<'getRegisteredUsers'>): Promise<Registrants> {
  return getRegistrants(deps.db, occurrenceNamed(deps, input.occurence));
}

export async function editEventOccurrence(deps: ApiDeps, input: CallIn<'editEventOccurrence'>, ctx: CallContext): Answer<'editEventOccurrence'> {
  const ref = occurrenceNamed(deps, input.occurence);
  const done = await actOnOccurrence(deps, ref.occurrenceId, { type: 'Edit', data: input.newOccurenceData }, ctx.command);
  return replyTo(done, async () => ({ ...(await getRegistrants(deps.db, ref)), ...said(eventMessages, 'EventOccurrenceSaved') }));
}

export async function checkOutEveryone(deps: ApiDeps, input: CallIn<'checkOutEveryone'>, ctx: CallContext): Answer<'checkOutEveryone'> {
  const ref = occurrenceNamed(deps, input.occurence);
  const done = await actOnOccurrence(deps, ref.occurrenceId, { type: 'CheckOutEveryone' }, ctx.command);
  return replyTo(done, async () => ({ ...(await getRegistrants(deps.db, ref)), ...said(eventMessages, 'EventEveryoneCheckedOut') }));
}

export async function changeCheckIn(deps: ApiDeps, input: CallIn<'changeCheckIn'>, ctx: CallContext): Answer<'changeCheckIn'> {
  const ref = occurrenceNamed(deps, input.occurence);
  const done = await actOnOccurrence(deps, ref.occurrenceId, { type: 'ChangeCheckIn', registrantId: input.id, checkIn: input.checkIn }, ctx.command);
  return replyTo(done, async () => ({ ...(await getRegistrants(deps.db, ref)), ...said(eventMessages, input.checkIn ? 'EventCheckedIn' : 'EventCheckedOut') }));
}

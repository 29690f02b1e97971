import { saveCalendarEvent } from '../../../../command/backoffice/marketing/marketing-commands';
import { calendarEventOf } from '../../../../contracts/backoffice/marketing/calendar-event';
import { marketingMessages } from '../../../../contracts/backoffice/marketing/messages';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { failOnField } from '../refusal';

export async function createEditMEvent(deps: ApiDeps, input: CallIn<'createEditMEvent'>, ctx: CallContext): Answer<'createEditMEvent'> {
  const { deleted, ...fields } = input.newData;
  if (deleted) {
    if (!input.editId) throw new CallFailure('MEventNotFound');
    const removed = await saveCalendarEvent(deps, { eventId: input.editId, remove: true }, ctx.command);
    return replyTo(removed, () => ({ event: null, ...said(marketingMessages, 'MEventRemoved') }));
  }
  const eventId = input.editId ?? deps.newId();
  const saved = await saveCalendarEvent(deps, { eventId, isNew: !input.editId, fields }, ctx.command);
  failOnField(saved);
  return replyTo(saved, async () => {
    const row = await deps.db.selectFrom('marketing_event').selectAll().where('id', '=', eventId).executeTakeFirst();
    if (!row) throw new CallFailure('MEventNotFound');
    return { event: calendarEventOf(row), ...said(marketingMessages, 'MEventSaved') };
  });
}

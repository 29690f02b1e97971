import { getPersonalJourney } from '../../../../query/coaching/journey/get-personal-journey';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { meetingMail } from '../meeting-invitation';

// A booked meeting is confirmed by mail with its calendar invitation; a cancelled one cancels it.
export const mailMeeting = defineReaction({
  name: 'mail-onboarding-meeting',
  on: ['MeetingScheduled', 'MeetingCancelled'],
  async react(deps, event, ctx) {
    const journey = await getPersonalJourney(deps.db, event.data.userId);
    if (!journey?.email) return;
    const booked = event.type === 'MeetingScheduled';
    // the cancellation names the booking's times, read from the slot
    const slot = booked ? null : await deps.db.selectFrom('meeting_slot').select(['start_at', 'end_at']).where('slot_id', '=', event.data.slotId).executeTakeFirst();
    const meeting = booked
      ? { slotId: event.data.slotId, start: event.data.start, end: event.data.end }
      : slot
        ? { slotId: event.data.slotId, start: new Date(slot.start_at).toISOString(), end: new Date(slot.end_at).toISOString() }
        : null;
    if (!meeting) return;
    const name = `${journey.first_name} ${journey.last_name}`.trim();
    const mail = meetingMail({ meeting, userId: event.data.userId, product: (await deps.settings()).brandName, uidHost: deps.product, name, email: journey.email, from: `no-reply@${new URL(deps.publicUrl).hostname}`, method: booked ? 'REQUEST' : 'CANCEL', sequence: booked ? 0 : 1 });
    await sendTemplatedMail(deps, { ...mail, key: `${ctx.key}:${journey.email}` });
  },
});

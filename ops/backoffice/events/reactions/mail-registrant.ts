import { defineReaction } from '../../../tasks/reaction';
import { mailRegistrant } from '../event-mail';
import { scheduleReminder } from '../tasks/event-reminder';

// Each registrant hears what became of their registration: registered (with the calendar
// invitation), on the waitlist, promoted from it, cancelled. The registered get a reminder the day before.
export const mailEventRegistrant = defineReaction({
  name: 'mail-event-registrant',
  on: ['EventRegistered', 'EventWaitlistJoined', 'EventWaitlistPromoted', 'EventRegistrationCancelled'],
  async react(deps, event, ctx) {
    const at = { occurrenceId: event.data.occurrenceId, registrantId: event.data.registrantId, key: ctx.key };
    switch (event.type) {
      case 'EventRegistered':
      case 'EventWaitlistPromoted':
        await mailRegistrant(deps, event.type === 'EventRegistered' ? 'event-registered' : 'event-promoted', at);
        await scheduleReminder(deps, event.data.occurrenceId, event.data.registrantId, event.data.startsAt);
        return;
      case 'EventWaitlistJoined':
        return mailRegistrant(deps, 'event-waitlisted', at);
      case 'EventRegistrationCancelled':
        return mailRegistrant(deps, 'event-cancelled', at);
    }
  },
});

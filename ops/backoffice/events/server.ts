import { eventsFeature } from '../../../contracts/backoffice/events/feature';
import { eventProjection } from '../../../projections/backoffice/events/event.projection';
import { registrationsOfEmail } from '../../../query/backoffice/events/get-events';
import { defineServerFeature } from '../../server/feature';
import { cancelRegistrationToEvent } from './calls/cancel-registration-to-event';
import { getEventData } from './calls/get-event-data';
import { registerToEvent } from './calls/register-to-event';
import { changeCheckIn, checkOutEveryone, editEventOccurrence, getRegisteredUsers } from './calls/staff-calls';
import { mailEventRegistrant } from './reactions/mail-registrant';
import { promoteWaitlist } from './reactions/promote-waitlist';
import { eventReminder } from './tasks/event-reminder';

const reads = [eventProjection];

export const eventsServer = defineServerFeature({
  contract: eventsFeature,
  projections: [eventProjection],
  migrations: [],
  // the registered person's page (redirected to with id and code) and the manage dialog read the registrants
  reads: { registerToEvent: reads, cancelRegistrationToEvent: reads, editEventOccurrence: reads, checkOutEveryone: reads, changeCheckIn: reads },
  calls: { getEventData, registerToEvent, cancelRegistrationToEvent, getRegisteredUsers, editEventOccurrence, checkOutEveryone, changeCheckIn },
  reactions: [promoteWaitlist, mailEventRegistrant],
  tasks: [eventReminder],
  // a deleted account's registrations (by its email) go with it: their key, and their rows
  eraseAccount: async (deps, account) => {
    const rows = await registrationsOfEmail(deps.db, account.email);
    for (const { id } of rows) await deps.personalData.erase(id);
    if (rows.length) await deps.db.deleteFrom('event_registrant').where('id', 'in', rows.map((r) => r.id)).execute();
  },
});

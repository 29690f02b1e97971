import { defineAccessRows, everyone, journeyAdmins } from '../../core/access-matrix';
import { eventCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const eventAccess = defineAccessRows(eventCalls, {
  getEventData: { expect: everyone(200), body: () => ({ eventUrl: 'google_meet' }) },
  registerToEvent: { expect: everyone(404), body: () => ({ occurence: 'no-such-event_2030-01-01', registerData: { email: 'dana@example.com', firstName: 'Dana', lastName: 'Levi', phone: '050-1234567' } }) },
  cancelRegistrationToEvent: { expect: everyone(404), body: () => ({ eventUrl: 'google_meet', cancelReason: '', id: 'nosuchregistrant', code: 'nocode' }) },
  getRegisteredUsers: { expect: journeyAdmins(404), body: () => ({ occurence: 'no-such-event_2030-01-01' }) },
  editEventOccurrence: {
    expect: journeyAdmins(404),
    body: () => ({ occurence: 'no-such-event_2030-01-01', eventUrl: 'no-such-event', newOccurenceData: { host: 'host@example.com', googleMeetLink: 'https://meet.google.com/abc-defg-hij', limit: 50, status: 'A' } }),
  },
  checkOutEveryone: { expect: journeyAdmins(404), body: () => ({ occurence: 'no-such-event_2030-01-01' }) },
  changeCheckIn: { expect: journeyAdmins(404), body: () => ({ id: 'nosuchregistrant', checkIn: true, occurence: 'no-such-event_2030-01-01' }) },
});

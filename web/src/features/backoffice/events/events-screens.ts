import { defineScreens } from '../../../app/screen';
import { loadEventsStrings } from './events-strings';

// /events/{eventUrl}?id=&code=&canceled=: an event's occurrences, the registration the link names,
// and the manage dialog for journey admins (also /events/google_meet and /events/{product}-webinar).
export const eventsScreens = defineScreens([{ name: 'events', path: '/events/:eventUrl', page: () => import('./event-page').then((m) => m.EventPage), strings: [loadEventsStrings] }]);

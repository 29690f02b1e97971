import { actOnOccurrence } from '../../../../command/backoffice/events/occurrence-commands';
import { defineReaction } from '../../../tasks/reaction';

// A place freed (a cancellation of a registered person, a higher limit, a reopened occurrence): the
// first waiting people take the free places, in order. Decided on the occurrence's stream, so a
// second run (two workers, a retry) finds no place left to give.
export const promoteWaitlist = defineReaction({
  name: 'promote-event-waitlist',
  on: ['EventRegistrationCancelled', 'EventOccurrenceEdited'],
  wanted: (event) => event.type !== 'EventRegistrationCancelled' || !event.data.waiting,
  async react(deps, event, ctx) {
    const done = await actOnOccurrence(deps, event.data.occurrenceId, { type: 'PromoteWaiting' }, ctx);
    // an occurrence of an event no longer listed has nobody to promote
    if ('code' in done) return;
  },
});

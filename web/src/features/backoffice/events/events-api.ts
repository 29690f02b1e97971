import type { Draft } from '@reduxjs/toolkit';
import { eventCalls, type Registrants } from '@contracts/backoffice/events/calls';
import { OCCURRENCE_UNWATCH, OCCURRENCE_WATCH } from '@contracts/backoffice/events/ids';
import type { RegistrantChangedMessage } from '@contracts/backoffice/events/live';
import type { Registrant } from '@contracts/backoffice/events/webinar';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveOf } from '../../../app/live';
import { liveMessage, onLive } from '../../../app/on-live';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(eventCalls);
const tagged = api.enhanceEndpoints({ addTagTypes: ['EventData'] });

const registrantChanged = liveMessage('events.registrant.changed', () => import('@contracts/backoffice/events/live').then((m) => m.registrantChangedMessage));

// A registrant as they are now, put in the list they belong to (registered, waitlist, cancelled),
// and the occurrence's counts told again.
export function placeRegistrant(draft: Draft<Registrants>, registrant: Registrant): void {
  const lists = [draft.registered, draft.waitlist, draft.cancelled];
  for (const list of lists) {
    const at = list.findIndex((r) => r._id === registrant._id);
    if (at >= 0) list.splice(at, 1);
  }
  const target = registrant.status === 'D' ? draft.cancelled : registrant.waiting ? draft.waitlist : draft.registered;
  target.push(registrant);
  draft.occurrence.registeredCount = draft.registered.length;
  draft.occurrence.waitingCount = draft.waitlist.length;
  draft.occurrence.placesLeft = Math.max(0, draft.occurrence.limit - draft.registered.length);
}

type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Registrants }> };

// A staff command answers the occurrence's registrants: they fill the manage dialog's list.
const fillsList = {
  async onQueryStarted(arg: { occurence: string }, { dispatch, queryFulfilled }: Lifecycle) {
    const done = await queryFulfilled.catch(() => null);
    if (done) dispatch(eventsApi.util.upsertQueryData('getRegisteredUsers', { occurence: arg.occurence }, done.data));
  },
  invalidatesTags: ['EventData' as const],
};

export const eventsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getEventData: calls.query(build, 'getEventData', { providesTags: ['EventData'] }),
    registerToEvent: calls.mutation(build, 'registerToEvent', { invalidatesTags: ['EventData'] }),
    cancelRegistrationToEvent: calls.mutation(build, 'cancelRegistrationToEvent', { invalidatesTags: ['EventData'] }),
    // the list follows the occurrence's room while the dialog is open (instead of asking every 60 s)
    getRegisteredUsers: calls.query(build, 'getRegisteredUsers', {
      async onCacheEntryAdded(arg, lifecycle) {
        const release = liveOf(lifecycle.extra).hold(OCCURRENCE_WATCH, { occurence: arg.occurence });
        try {
          await onLive<RegistrantChangedMessage, { occurence: string }, Registrants>(registrantChanged, (message, { arg: { occurence }, updateCachedData }) => {
            if (message.occurrenceId === occurence) updateCachedData((draft) => placeRegistrant(draft, message.registrant));
          })(arg, lifecycle);
        } finally {
          release();
          liveOf(lifecycle.extra).hold(OCCURRENCE_UNWATCH, { occurence: arg.occurence })();
        }
      },
    }),
    editEventOccurrence: calls.mutation(build, 'editEventOccurrence', fillsList),
    checkOutEveryone: calls.mutation(build, 'checkOutEveryone', fillsList),
    changeCheckIn: calls.mutation(build, 'changeCheckIn', fillsList),
  }),
});

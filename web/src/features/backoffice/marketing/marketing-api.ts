import { marketingCalls, type CalendarAnswer } from '@contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '@contracts/backoffice/marketing/calendar-event';
import { marketingEventChangedMessage, marketingTasksChangedMessage, type MarketingEventChangedMessage } from '@contracts/backoffice/marketing/live';
import type { Draft } from '@reduxjs/toolkit';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

const calls = callEndpoints(marketingCalls);
const eventChanged = liveMessage('marketing.eventChanged', () => marketingEventChangedMessage);
const tasksChanged = liveMessage('marketing.tasksChanged', () => marketingTasksChangedMessage);

type CalendarArg = { startDate: string; endDate: string; view?: string; system?: string };

const byTime = (a: CalendarEvent, b: CalendarEvent) =>
  (a.date ?? '').localeCompare(b.date ?? '') || a.weekDay - b.weekDay || a.timeHours - b.timeHours || a.timeMinutes - b.timeMinutes || a._id.localeCompare(b._id);

// An event as it now is, into a week's cached answer: out of it when removed, moved to another
// platform or week, in its place otherwise.
export function patchWeek(draft: Draft<CalendarAnswer>, arg: CalendarArg, message: MarketingEventChangedMessage): void {
  draft.events = draft.events.filter((e) => e._id !== message.eventId);
  draft.eventsPlan = draft.eventsPlan.filter((e) => e._id !== message.eventId);
  const event = message.event;
  if (event && event.system === (arg.system ?? 'LINKEDIN')) {
    if (event.isPlan) draft.eventsPlan = [...draft.eventsPlan, event].sort(byTime);
    else if (event.date && event.date >= arg.startDate && event.date <= arg.endDate) draft.events = [...draft.events, event].sort(byTime);
  }
  draft.count = draft.events.length;
}

export const marketingApi = api.enhanceEndpoints({ addTagTypes: ['MarketingPosts', 'MarketingPublish', 'MarketingTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    getMPosts: calls.query(build, 'getMPosts', { providesTags: ['MarketingPosts'] }),
    createEditMPost: calls.mutation(build, 'createEditMPost', { invalidatesTags: ['MarketingPosts'] }),
    findMPosts: calls.query(build, 'findMPosts'),
    getMSetting: calls.query(build, 'getMSetting'),
    getMPublish: calls.query(build, 'getMPublish', { providesTags: ['MarketingPublish'] }),
    // another staff member's change reaches an open week as it happens (the data view's page reads again)
    getMCalendar: calls.query(build, 'getMCalendar', {
      onCacheEntryAdded: onLive(eventChanged, (message, { arg, updateCachedData, refetch }) =>
        arg.view === 'data' ? refetch() : updateCachedData((draft) => patchWeek(draft, arg, message)),
      ),
    }),
    createEditMEvent: calls.mutation(build, 'createEditMEvent', { invalidatesTags: ['MarketingPosts', 'MarketingPublish'] }),
    getMTasks: calls.query(build, 'getMTasks', { providesTags: ['MarketingTasks'], onCacheEntryAdded: onLive(tasksChanged, (_message, { refetch }) => refetch()) }),
    // the tick shows at once; the answer (the day read again) replaces it, a refusal undoes it
    setMTask: calls.mutation(build, 'setMTask', {
      invalidatesTags: ['MarketingTasks'],
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const ticked = dispatch(
          marketingApi.util.updateQueryData('getMTasks', { date: arg.date }, (draft) => {
            for (const task of draft.tasks) if (task._id === arg.taskId) task.selected = arg.selected;
          }),
        );
        await queryFulfilled.catch(() => ticked.undo());
      },
    }),
    createEditMTask: calls.mutation(build, 'createEditMTask', { invalidatesTags: ['MarketingTasks'] }),
  }),
});

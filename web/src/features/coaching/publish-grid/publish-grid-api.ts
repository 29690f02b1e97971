import { publishGridCalls } from '@contracts/coaching/publish-grid/calls';
import { publishGridChangedMessage } from '@contracts/coaching/publish-grid/live';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

const calls = callEndpoints(publishGridCalls);
const gridChanged = liveMessage('publishGrid.changed', () => publishGridChangedMessage);

// The grid is one tag, refreshed live; a part placed moves the client's publishing data too.
export const publishGridApi = api.enhanceEndpoints({ addTagTypes: ['PublishGrid', 'Publishing'] }).injectEndpoints({
  endpoints: (build) => ({
    // every change any staff member makes reaches the grid as it happens: it reads itself again
    getPublishesData: calls.query(build, 'getPublishesData', {
      providesTags: ['PublishGrid'],
      onCacheEntryAdded: onLive(gridChanged, (_message, { refetch }) => refetch()),
    }),
    changePublishList: calls.mutation(build, 'changePublishList', { invalidatesTags: ['PublishGrid', 'Publishing'] }),
    inlayPublishList: calls.mutation(build, 'inlayPublishList', { invalidatesTags: ['PublishGrid', 'Publishing'] }),
    deletePublishCell: calls.mutation(build, 'deletePublishCell', { invalidatesTags: ['PublishGrid'] }),
    jhPublishUpdateGlobals: calls.mutation(build, 'jhPublishUpdateGlobals', { invalidatesTags: ['PublishGrid'] }),
    updatePersonalJourneysEmailsToSendTest: calls.mutation(build, 'updatePersonalJourneysEmailsToSendTest', { invalidatesTags: ['PublishGrid'] }),
  }),
});

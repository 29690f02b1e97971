import { documentsCalls } from '@contracts/coaching/documents/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { answers, follow, providedBy } from '../journey/client-changes';
import { onboardingChanged, publicationProgressed, publishingChanged } from '../journey/journey-changes';
import { forPickedClient } from '../journey/picked-client';
import { publishingView } from './publishing-changes';

const calls = callEndpoints(documentsCalls);

// Every change to a client's documents and publication (coaching/publication) answers the client's
// combined read, which patches the publishing, the journey and the tracker as the change's live
// message does on the other side; the grid (coaching/publish-grid) is read again only if shown.
export const publishingAnswer = (call: string) => ({ ...answers(publishingChanged, call), invalidatesTags: ['PublishGrid' as const] });

export const documentsApi = api.enhanceEndpoints({ addTagTypes: ['Publishing', 'PublishGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    // every change to the client's documents and publication, made here or elsewhere, patches it
    getJourneyPublishing: calls.query(build, 'getJourneyPublishing', {
      providesTags: providedBy(publishingView),
      onCacheEntryAdded: follow(publishingView, [publishingChanged, publicationProgressed, onboardingChanged]),
    }),
    addResume: calls.mutation(build, 'addResume', publishingAnswer('addResume')),
    updateResume: calls.mutation(build, 'updateResume', publishingAnswer('updateResume')),
    // the document service is asked anew each time
    convertGoogleDocsToDocx: calls.query(build, 'convertGoogleDocsToDocx', { keepUnusedDataFor: 0 }),
    convertGoogleDocsToPdf: calls.query(build, 'convertGoogleDocsToPdf', { keepUnusedDataFor: 0 }),
    addEditCoverLetter: calls.mutation(build, 'addEditCoverLetter', publishingAnswer('addEditCoverLetter')),
    handleSaveData: calls.mutation(build, 'handleSaveData', publishingAnswer('handleSaveData')),
    getCoverLetterChanges: calls.query(build, 'getCoverLetterChanges'),
  }),
});

export const useGetJourneyPublishingQuery = forPickedClient(documentsApi.useGetJourneyPublishingQuery);

import { documentsCalls } from '@contracts/coaching/documents/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { follow, providedBy } from '../journey/client-changes';
import { onboardingChanged, publicationProgressed, publishingChanged } from '../journey/journey-changes';
import { publishingView } from './publishing-changes';

const calls = callEndpoints(documentsCalls);

// A client's publishing data is one tag per client; a change to it moves the grid (coaching/publish-grid) too.
const client = (arg: { userId?: string }) => [{ type: 'Publishing' as const, id: arg.userId ?? 'me' }];
// what every change to a client's documents and publication (coaching/publication) invalidates
export const mutation = { invalidatesTags: (_r: unknown, _e: unknown, arg: { userId?: string }) => [...client(arg), 'PublishGrid' as const] };

export const documentsApi = api.enhanceEndpoints({ addTagTypes: ['Publishing', 'PublishGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    // every change to the client's documents and publication, made here or elsewhere, patches it
    getJourneyPublishing: calls.query(build, 'getJourneyPublishing', {
      providesTags: providedBy(publishingView),
      onCacheEntryAdded: follow(publishingView, [publishingChanged, publicationProgressed, onboardingChanged]),
    }),
    addResume: calls.mutation(build, 'addResume', mutation),
    updateResume: calls.mutation(build, 'updateResume', mutation),
    // the document service is asked anew each time
    convertGoogleDocsToDocx: calls.query(build, 'convertGoogleDocsToDocx', { keepUnusedDataFor: 0 }),
    convertGoogleDocsToPdf: calls.query(build, 'convertGoogleDocsToPdf', { keepUnusedDataFor: 0 }),
    addEditCoverLetter: calls.mutation(build, 'addEditCoverLetter', mutation),
    handleSaveData: calls.mutation(build, 'handleSaveData', mutation),
    getCoverLetterChanges: calls.query(build, 'getCoverLetterChanges'),
  }),
});

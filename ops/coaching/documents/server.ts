import { documentsFeature } from '../../../contracts/coaching/documents/feature';
import { documentsProjection } from '../../../projections/coaching/documents/documents.projection';
import { defineServerFeature } from '../../server/feature';
import { addEditCoverLetter } from './calls/add-edit-cover-letter';
import { addResume } from './calls/add-resume';
import { convertGoogleDocsToDocx, convertGoogleDocsToPdf } from './calls/convert-google-docs';
import { getCoverLetterChanges } from './calls/get-cover-letter-changes';
import { getJourneyPublishing } from './calls/get-journey-publishing';
import { handleSaveData } from './calls/handle-save-data';
import { updateResume } from './calls/update-resume';

const own = [documentsProjection];

export const documentsServer = defineServerFeature({
  contract: documentsFeature,
  projections: own,
  migrations: [],
  reads: { addResume: own, updateResume: own, addEditCoverLetter: own, handleSaveData: own },
  calls: { getJourneyPublishing, addResume, updateResume, convertGoogleDocsToDocx, convertGoogleDocsToPdf, addEditCoverLetter, handleSaveData, getCoverLetterChanges },
});

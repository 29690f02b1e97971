import { announced } from '../../core/client-changes';
import { documentsCalls } from './calls';

// Every change a client or staff make to the client's CVs and cover letters, told to the client's
// room with the answer its caller got, in the message the publication's changes go in too
// (publishing.changed, declared with them in contracts/coaching/publication/live.ts).
export const documentsChanges = announced('publishing.changed', documentsCalls, {
  addResume: 'client',
  updateResume: 'client',
  addEditCoverLetter: 'client',
  handleSaveData: 'client',
});

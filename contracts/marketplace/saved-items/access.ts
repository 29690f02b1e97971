import { defineAccessRows, signedIn } from '../../core/access-matrix';
import { savedItemCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const savedItemsAccess = defineAccessRows(savedItemCalls, {
  // a job that is none
  addSavedItem: { expect: signedIn(404), body: () => ({ itemId: 'no-such-job', itemType: 'job' }) },
  removeSavedItem: { expect: signedIn(200), body: () => ({ itemId: 'no-such-job' }) },
  getSavedItems: { expect: signedIn(200) },
});

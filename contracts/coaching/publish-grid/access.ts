import { defineAccessRows, staff } from '../../core/access-matrix';
import { publishGridCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const publishGridAccess = defineAccessRows(publishGridCalls, {
  getPublishesData: { expect: staff(200) },
  changePublishList: { expect: staff('validation') },
  inlayPublishList: { expect: staff(200) },
  deletePublishCell: { expect: staff('validation') },
  jhPublishUpdateGlobals: { expect: staff(200) },
  updatePersonalJourneysEmailsToSendTest: { expect: staff('validation') },
});

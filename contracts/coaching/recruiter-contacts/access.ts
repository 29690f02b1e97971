import { defineAccessRows, staff } from '../../core/access-matrix';
import { recruiterContactsCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const recruiterContactsAccess = defineAccessRows(recruiterContactsCalls, {
  getRecruiterContacts: { expect: staff(200) },
  addRecruiterContact: { expect: staff('validation') },
  importRecruiterContacts: { expect: staff('validation') },
  removeRecruiterContact: { expect: staff('validation') },
});

import { defineAccessRows, staff } from '../../core/access-matrix';
import { leadCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const leadsAccess = defineAccessRows(leadCalls, {
  getLeadsData: { expect: staff(200) },
  // a lead for an id that is none
  createEditLead: { expect: staff(404), body: () => ({ newData: { _id: 'no-such-lead' } }) },
  deleteLead: { expect: staff(404), body: () => ({ id: 'no-such-lead' }) },
});

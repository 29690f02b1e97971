import { defineAccessRows, signedIn, staff } from '../../core/access-matrix';
import { clientsStatusCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts):
// staff read the table; only the client admin edits it (NotClientAdmin for everyone else).
export const clientsStatusAccess = defineAccessRows(clientsStatusCalls, {
  getSynamediaClientsData: { expect: staff(200) },
  editClientsData: { expect: { ...signedIn(403), clientAdmin: 'validation' } },
});

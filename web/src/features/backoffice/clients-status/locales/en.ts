import { clientsStatusErrors } from '@contracts/backoffice/clients-status/errors';
import { clientsStatusMessages } from '@contracts/backoffice/clients-status/messages';
import { errorMessagesOf } from '@contracts/core/errors';

// English texts of the 'clientsStatus' namespace; he.ts must have the same keys.
export const en = {
  messages: clientsStatusMessages,
  errors: errorMessagesOf(clientsStatusErrors),
  title: 'Clients status',
  subtitle: 'The clients whose journey started in the dates chosen',
  // the column and filter labels the table's descriptor names (contracts/backoffice/clients-status/clients-table.ts)
  column: {
    startedAt: 'Start date',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
    plan: 'Plan',
    manager: 'Manager',
    amount: 'Amount',
    signedDate: 'Signed',
    id: 'Client id',
  },
  filter: { from: 'From', to: 'To', status: 'Status', plan: 'Plan' },
  rangeProblem: 'The start must be on or before the end',
  actions: 'Actions',
  history: 'History of {{name}}',
  edit: 'Edit {{name}}',
  noManager: 'No manager',
  empty: 'No client started a journey in these dates',
  emptyHint: 'Widen the dates or clear the status and plan.',
  saveFailed: 'Something went wrong',
  readOnly: 'Only the client admin edits the amount, manager, status and plan.',
  dialog: {
    title: 'Edit {{name}}',
    amount: 'Amount',
    amountHint: '0 or more, up to 2 decimals; empty for none',
    manager: 'Manager',
    status: 'Status',
    plan: 'Plan',
    save: 'Save',
    cancel: 'Cancel',
    unchanged: 'Nothing changed yet',
    saved: 'Saved',
  },
};

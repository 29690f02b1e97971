import { recruiterContactsMessages } from '@contracts/coaching/recruiter-contacts/messages';

// English texts of the 'recruiterContacts' namespace; he.ts must have the same keys.
export const en = {
  messages: recruiterContactsMessages,
  contacts: {
    title: 'Recruiter list',
    subtitle: 'The addresses each part is mailed to',
    add: 'Add recruiter',
    email: 'Email',
    name: 'Name',
    company: 'Company',
    import: 'Import CSV',
    imported: '{{imported}} added, {{merged}} merged, {{rejected}} rejected',
    remove: 'Remove',
    removeConfirm: 'Remove {{email}} from the list?',
    empty: 'The list is empty: add recruiters or import a CSV with an email column',
  },
  // the column labels the contact table's descriptor names (contracts/coaching/recruiter-contacts/contacts-table.ts)
  publishGrid: { column: { email: 'Email', name: 'Name', company: 'Company', addedAt: 'Added' } },
  cancel: 'Cancel',
};

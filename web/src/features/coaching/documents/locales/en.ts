import { documentsMessages } from '@contracts/coaching/documents/messages';

// English texts of the 'documents' namespace; he.ts must have the same keys.
export const en = {
  messages: documentsMessages,
  loadError: 'The publication could not be loaded',
  cv: {
    title: 'CV',
    empty: 'No CV link yet',
    add: 'Add CV',
    edit: 'Edit CV',
    titleLabel: 'Title',
    linkLabel: 'Link',
    picked: 'Picked',
    pick: 'Pick for the cover letter',
    delete: 'Delete CV',
    deleteConfirm: 'Delete the CV "{{title}}"?',
    toDocx: 'Convert to docx',
    toPdf: 'Convert to pdf',
    open: 'Open',
    uploadedFile: 'Uploaded file',
    uploadedHint: 'This is the uploaded file: to replace it, upload another one under CV file',
  },
  letters: {
    title: 'Cover letters',
    empty: 'No cover letter yet',
    add: 'Add cover letter',
    edit: 'Edit cover letter',
    view: 'View',
    picked: 'Picked',
    pick: 'Pick this one',
    delete: 'Delete cover letter',
    deleteConfirm: 'Delete the cover letter "{{title}}"?',
    content: 'Content',
    changes: 'Changes',
    changesTitle: 'Changes of "{{title}}"',
    noChanges: 'This cover letter was not changed since it was written',
    before: 'Before',
    after: 'After',
    by: '{{who}}, {{date}}',
  },
  // a client's history says each change to their CVs and cover letters so (the journey's and the
  // grid's history read these)
  change: {
    'publishing.resumeAdded': 'CV added', 'publishing.resumeUpdated': 'CV edited', 'publishing.resumePicked': 'CV picked', 'publishing.resumeDeleted': 'CV deleted',
    'publishing.coverLetterSaved': 'Cover letter saved', 'publishing.coverLetterPicked': 'Cover letter picked', 'publishing.coverLetterDeleted': 'Cover letter deleted',
  },
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
};

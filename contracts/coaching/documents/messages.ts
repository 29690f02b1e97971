import { defineMessages } from '../../core/messages';

// What the CV and cover letter calls say, by code (the web's documents locales translate them).
export const documentsMessages = defineMessages({
  LinkRequired: 'Link is required',
  CvNotFound: 'There is no such CV',
  CoverLetterNotFound: 'There is no such cover letter',
  PickedCannotBeDeleted: 'The picked cover letter cannot be deleted',
  PickExactlyOne: 'Pick exactly one cover letter',
  ConvertCompleted: 'Convert Completed',
  ConvertCompletedDocxSteps: 'Copy the document into a word processor, save it as .docx and upload it',
  ConvertFailed: 'Convert Failed',
  ConvertFailedDocxSteps: 'Check that the file is a shared Google doc, then copy it into a word processor, save it as .docx and upload it',
  ConvertFailedPdfSteps: 'Check the file type and that it is shared, then download it as PDF and upload it',
  NoResumeLink: 'Add a CV link first',
  UploadedCvKeepsItsFile: 'An uploaded CV has no link to edit: upload another file to replace it',
});

import { errorMessagesOf } from '@contracts/core/errors';
import { savedItemErrors } from '@contracts/marketplace/saved-items/errors';
import { savedItemMessages } from '@contracts/marketplace/saved-items/messages';

// The bookmark and the saved items screen (/saveditems), in English.
export const en = {
  messages: savedItemMessages,
  errors: errorMessagesOf(savedItemErrors),
  save: 'SAVE',
  saved: 'SAVED',
  saveJob: 'Save {{title}}',
  unsaveJob: 'Remove {{title}} from saved items',
  saveResume: 'Save the resume of {{name}}',
  unsaveResume: 'Remove the resume of {{name}} from saved items',
  signInToSave: 'Sign in to save it',
  title: 'Saved',
  subtitle: 'The jobs and resumes you bookmarked, to come back to later.',
  jobs: 'Saved jobs',
  resumes: 'Saved resumes',
  emptyJobs: 'No saved jobs',
  emptyJobsHint: 'Tap the bookmark on any job that interests you to save it for later',
  emptyResumes: 'No saved resumes',
  emptyResumesHint: 'Tap the bookmark on any resume that interests you to save it for later',
  browseJobs: 'Browse jobs',
  browseResumes: 'Browse resumes',
  savedOn: 'Saved {{when}}',
  jobGone: 'This job is no longer available',
  resumeGone: 'This resume is no longer available',
  jobExpired: 'This job is no longer taking applications',
  remove: 'Remove',
  removeNamed: 'Remove {{title}} from saved items',
  removed: 'Removed from your saved items',
  failed: 'Your saved items could not be loaded.',
};

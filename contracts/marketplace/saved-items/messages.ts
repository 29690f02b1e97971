import { defineMessages } from '../../core/messages';

// What the saved items' rules and answers say, by code (the web's saved-items locales translate them).
export const savedItemMessages = defineMessages({
  SavedItemTypeUnknown: 'Save a job or a resume (itemType job or profile)',
  SavedTooMany: 'You can keep at most {{maximum}} saved items: remove some first',
  SavedJobsAreForSeekers: 'Only job seekers save jobs: switch to candidate to save it',
  SavedResumesAreForRecruiters: 'Only recruiters save resumes: switch to recruiter to save it',
  ItemSaved: 'Saved to your saved items',
  ItemUnsaved: 'Removed from your saved items',
});

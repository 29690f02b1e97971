import { defineErrors } from '../../core/feature';

// NotASeeker ('You need to be a job seeker') and NotARecruiter ('You need to be a recruiter') are
// core codes; these are applying's and connecting's own (JobNotActive is an applicant without an
// account's too).
export const activityErrors = defineErrors({
  ProfileInvisible: { status: 403, message: 'Your profile is invisible' },
  NoActiveJob: { status: 409, message: 'You need to have at least one active job' },
  JobNotActive: { status: 409, message: 'This job is not accepting applications anymore' },
  ChooseActiveJob: { status: 409, message: 'Choose one of your active jobs' },
  OwnJob: { status: 409, message: 'You cannot apply to your own job' },
  ProfileNotFound: { status: 404, message: 'This resume is no longer available' },
  ApplyLimitReached: { status: 409, message: 'You reached your limit of free applications this month' },
  ApplicationNotFound: { status: 404, message: 'This application does not exist' },
});

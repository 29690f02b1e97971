import { defineScreens } from '../../../../app/screen';
import { loadJobsStrings } from '../../../marketplace/jobs/jobs-strings';
import { loadUsersStrings } from '../users-strings';
import { loadProfileStrings } from './profile-strings';

// the tags field is the job editor's: its strings come along
export const profileScreens = defineScreens([
  { name: 'profile', path: '/profile', access: 'authed', page: () => import('./profile-page').then((m) => m.ProfilePage), strings: [loadUsersStrings, loadProfileStrings, loadJobsStrings] },
]);

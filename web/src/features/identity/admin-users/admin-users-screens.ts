import { defineScreens } from '../../../app/screen';
import { loadUsersStrings } from '../users/users-strings';
import { loadAdminUsersStrings } from './admin-users-strings';

export const adminUsersScreens = defineScreens([
  {
    name: 'users',
    path: '/users/:userId?',
    access: 'admin',
    frame: 'staff',
    page: () => import('./admin-users-page').then((m) => m.AdminUsersPage),
    // the users feature's strings say its rules' and errors' messages (credits, Pro end, AccountExcluded)
    strings: [loadAdminUsersStrings, loadUsersStrings],
  },
]);

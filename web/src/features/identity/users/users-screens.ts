import { defineScreens } from '../../../app/screen';
import { loadUsersStrings } from './users-strings';

export const usersScreens = defineScreens([
  { name: 'newPassword', path: '/newPassword', page: () => import('./new-password-page').then((m) => m.NewPasswordPage), strings: [loadUsersStrings] },
]);

import { admins, defineAccessRows } from '../../core/access-matrix';
import { adminUserCalls } from './calls';

// Admins only (back-office spec §6: user admin is isAdmin only).
export const adminUserAccess = defineAccessRows(adminUserCalls, {
  getAdminUserData: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse }) },
  getAdminExtraUserInfo: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse }) },
  // letting back whom nobody excluded changes nothing; acting for them, the person is excluded first
  excludeUserByAdminAndGetUsers: {
    expect: admins(200),
    body: (ids) => ({ userId: ids.someoneElse, excluded: false }),
    actsFor: {
      prepare: [{ call: 'excludeUserByAdminAndGetUsers', as: 'admin', body: (ids) => ({ userId: ids.someoneElse }) }],
      body: (ids) => ({ userId: ids.someoneElse, excluded: false }),
    },
  },
  // nobody's id: the matrix deletes no one; acting for someone deletes them, so it runs last of all
  deleteUserByAdmin: {
    expect: admins(404),
    body: () => ({ userId: 'no-such-user' }),
    actsFor: { prepare: [], body: (ids) => ({ userId: ids.someoneElse }) },
  },
});

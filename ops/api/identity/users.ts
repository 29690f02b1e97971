import type { identityCalls } from '../../../contracts/identity/users/calls';
import { CallFailure } from '../../../contracts/core/errors';
import {
  changePasswordWithCode,
  confirmEmail,
  guestToken,
  login,
  registerUser,
  requestPasswordReset,
  saveProfile,
} from '../../../command/identity/users/handlers';
import { getOutbox } from '../../../query/identity/users/get-outbox';
import { getUserData } from '../../../query/identity/users/get-user-data';
import { reply, signedIn, type ApiDeps, type CallHandlers } from '../types';

const userDataOf = async (deps: ApiDeps, userId: string) => {
  const user = await getUserData(deps.db, userId);
  if (!user) throw new CallFailure('NotFound', 'This account does not exist');
  return user;
};

export const identityHandlers = (deps: ApiDeps): CallHandlers<keyof typeof identityCalls> => ({
  register: async (input, ctx) => {
    const { position } = await registerUser(deps, ctx.command, input);
    return reply(position, async () => ({ message: 'We sent you an email, please check your inbox' }));
  },
  login: async (input) => {
    const { userId, token } = await login(deps, input);
    return reply(null, async () => ({ token, user: await userDataOf(deps, userId) }));
  },
  confirmEmail: async (input, ctx) => {
    const result = await confirmEmail(deps, ctx.command, input.token);
    return reply(result.position, async () => ({ confirmed: result.confirmed, message: result.message }));
  },
  getUnregistedUserToken: async (input) => {
    const token = await guestToken(deps, input.token);
    return reply(null, async () => ({ token }));
  },
  resetPassword: async (input, ctx) => {
    const result = await requestPasswordReset(deps, ctx.command, input);
    return reply(null, async () => result);
  },
  updateUserPassword: async (input, ctx) => {
    const { position } = await changePasswordWithCode(deps, ctx.command, input);
    return reply(position, async () => ({ success: true, message: 'Your password was changed, you can sign in now' }));
  },
  getUserData: async (_input, ctx) => ({ user: await userDataOf(deps, signedIn(ctx).id) }),
  saveProfile: async (input, ctx) => {
    const userId = signedIn(ctx).id;
    const { position, switchedTo } = await saveProfile(deps, ctx.command, userId, input);
    return reply(position, async () => ({
      userData: await userDataOf(deps, userId),
      applies: [],
      ...(switchedTo ? { message: switchedTo === 'recruiter' ? 'Switched to recruiter' : 'Switched to candidate' } : {}),
    }));
  },
  getOutbox: async (input) => ({ list: await getOutbox(deps.db, input.limit) }),
});

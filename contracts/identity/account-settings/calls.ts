import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { emailSchema, passwordSchema } from '../users/user';
import { accountSettingsMessages as m } from './messages';

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, m.CurrentPasswordRequired).max(128),
    password: passwordSchema,
    confirmPassword: z.string().max(128),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.NewPasswordsDiffer })
  .refine((v) => v.password !== v.currentPassword, { path: ['password'], message: m.NewPasswordSameAsCurrent });

export const changeEmailInput = z.object({ email: emailSchema, password: z.string().min(1, m.CurrentPasswordRequired).max(128) }).strict();

export const accountSettingsCalls = defineCalls({
  changeEmail: {
    kind: 'command',
    access: 'authed',
    rateLimit: 'authMail',
    summary:
      'Change my email from /settings, confirmed with my password (400 on password when it is not right): a link is mailed to the new address and works for 24 hours ' +
      '(only the newest link does). The email changes when the link is opened (confirmEmailChange); the old address is told then.',
    input: changeEmailInput,
    output: z.object({ ...saidFields }),
  },
  confirmEmailChange: {
    kind: 'command',
    access: 'anonymous',
    summary:
      'Open the link mailed to the new address: the account signs in with it from now on, the old address is free and told. A link that is not the newest, expired or whose address ' +
      'another account took meanwhile is answered with changed false and why.',
    input: z.object({ token: z.string().min(1).max(4096) }).strict(),
    output: z.object({ changed: z.boolean(), ...saidFields }),
  },
  changePassword: {
    kind: 'command',
    access: 'authed',
    rateLimit: 'auth',
    summary:
      'Change my password from /settings, confirmed with the current one (400 on currentPassword when it is not right). Every other session ends; ' +
      'the answer carries a new token for this one.',
    input: changePasswordInput,
    output: z.object({ token: z.string(), success: z.boolean(), ...saidFields }),
  },
});

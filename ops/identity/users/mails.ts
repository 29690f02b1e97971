import type { Recipient, TemplatedMail } from '../../mail/send-mail';

type Mail = Omit<TemplatedMail, 'key'>;

export const confirmationMail = (to: Recipient, firstName: string, link: string): Mail => ({ template: 'confirm-email', to, variables: { firstName, link } });

export const resetPasswordMail = (to: Recipient, link: string): Mail => ({ template: 'reset-password', to, variables: { link } });

// Someone tried to register with an address that already has an account: the owner hears of it,
// the person registering sees the same answer as for a new address.
export const existingAccountMail = (to: Recipient, link: string): Mail => ({ template: 'existing-account', to, variables: { link } });

export const accountLockedMail = (to: Recipient, minutes: number, link: string): Mail => ({ template: 'account-locked', to, variables: { minutes, link } });

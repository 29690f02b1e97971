import type { Recipient, TemplatedMail } from '../../mail/send-mail';

type Mail = Omit<TemplatedMail, 'key'>;

// To the new address: the link that makes it the account's email.
export const confirmEmailChangeMail = (to: Recipient, link: string): Mail => ({ template: 'confirm-email-change', to, variables: { link } });

// To the old address, once the change is done: so a change its owner did not make is noticed.
export const emailChangedNoticeMail = (to: Recipient, newEmail: string, link: string): Mail => ({ template: 'email-changed', to, variables: { newEmail, link } });

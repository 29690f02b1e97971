import { z } from 'zod';

// To a partner's room (partner:{partner}: that company's users and the journey admins): something on
// its dashboard changed, so an open dashboard reads itself again. what: a client assigned or taken
// back, approved, its row edited, its split set or its talent paid, a package added, the emails list.
export const partnerChangedMessage = z.object({
  partner: z.enum(['first', 'second']),
  what: z.enum(['assigned', 'approved', 'updated', 'split', 'paid', 'quota', 'emails']),
  position: z.string(),
});
export type PartnerChangedMessage = z.infer<typeof partnerChangedMessage>;

import type { z } from 'zod';
import { announced } from '../../core/client-changes';
import { offersCalls } from './calls';

// Every change to a client's jobs, offers and side projects, told to the client's room with the
// answer its caller got.
export const offersChanges = announced('offers.changed', offersCalls, {
  addTalentJob: 'client',
  editDeleteTalentJob: 'client',
  createEditTalentOffer: 'client',
  talentSignedOffer: 'client',
  createEditTalentProject: 'client',
});
export type OffersChangedMessage = z.infer<typeof offersChanges.schema>;

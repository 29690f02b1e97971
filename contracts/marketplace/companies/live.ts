import { z } from 'zod';

// Sent to everyone (room 'public') when what a company's page shows from its reviews moved: a review
// or interview review written or deleted, a Helpful mark. An open page reads its card and its open
// tab again (the card's counts and averages are the query's, not the message's).
export const companyChangedMessage = z.object({ companyId: z.string(), position: z.string() });
export type CompanyChangedMessage = z.infer<typeof companyChangedMessage>;

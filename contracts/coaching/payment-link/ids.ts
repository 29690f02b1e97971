// Stream ids of the payment links are built only here.

// One stream per link a coach made: created, then paid once.
export const PAYMENT_LINK_STREAM_PREFIX = 'paylink-';
export const paymentLinkStreamId = (linkId: string): string => `${PAYMENT_LINK_STREAM_PREFIX}${linkId}`;

// The payer's personal data on the link (email, name, phone) is encrypted under this subject: the
// account made or found for the payer, once deleted, takes the link's key with it.
export const paymentLinkSubject = (linkId: string): string => `paylink:${linkId}`;

// Stream ids of the partners feature are built only here. A partner's clients live on their
// journeys (journey-{userId}); the partner's own settings (emails list, prepaid packages) on one
// stream per partner.
export const PARTNER_STREAM_PREFIX = 'partner-';
export const partnerStreamId = (partner: Partner): string => `${PARTNER_STREAM_PREFIX}${partner}`;

// The partner companies: the first (its dashboard at /synamediaClients) and the second (/bflClients).
export const partners = ['first', 'second'] as const;
export type Partner = (typeof partners)[number];

import { PUBLISHERS } from '@contracts/backoffice/marketing/marketing';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'secondary' | 'error';

// How a post's or an event's status reads at a glance.
export const statusColor = (status: string): ChipColor =>
  status === 'Ready' ? 'info' : status === 'Published' ? 'success' : status === 'Need Rewrite' ? 'warning' : status === 'Hold' || status === 'Closed' ? 'secondary' : 'default';

// A publisher's colour (grey for one no longer listed).
export const publisherColor = (name: string): string => PUBLISHERS.find((p) => p.name === name)?.color ?? '#546e7a';

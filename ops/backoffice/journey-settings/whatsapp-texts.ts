import { DateTime } from 'luxon';
import { COPY_ZONE } from '../../../contracts/backoffice/journey-settings/copies';
import type { NewsJob } from '../../../query/backoffice/journey-settings/whatsapp-copies';

// WhatsApp's own marks: *bold*; a line per item. Dates as the back-office writes them (dd.mm.yyyy).
const dayText = (day: string) => DateTime.fromISO(day, { zone: COPY_ZONE }).toFormat('dd.MM.yyyy');

export function newsletterText(product: string, day: string, news: { jobs: NewsJob[]; jobCount: number; parts: number; clients: number }): string {
  const lines = [`*${product} newsletter since ${dayText(day)}*`, '', `*New jobs: ${news.jobCount}*`];
  for (const job of news.jobs) lines.push(`• ${job.title} – ${job.company}${job.location ? `, ${job.location}` : ''}`);
  if (news.jobCount > news.jobs.length) lines.push(`…and ${news.jobCount - news.jobs.length} more`);
  lines.push('', `*Publications: ${news.parts} parts sent to ${news.clients} ${news.clients === 1 ? 'client' : 'clients'}*`);
  return lines.join('\n');
}

export function questionnairesText(day: string, answer: { counts: { status: string; count: number }[]; total: number; leads: number }): string {
  return [`*Questionnaires since ${dayText(day)}: ${answer.total}*`, ...answer.counts.map((c) => `• ${c.status}: ${c.count}`), '', `*Leads logged: ${answer.leads}*`].join('\n');
}

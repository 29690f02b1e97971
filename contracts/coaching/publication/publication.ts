import { z } from 'zod';

// The four parts of a cycle (coaching spec §3, §9): the default an admin may change at /jssettings.
export const parts = [1, 2, 3, 4] as const;

// The zone of the publication's days and of the grid's times.
export const PUBLISH_ZONE = 'Asia/Jerusalem';

// The start-date choice of the approve dialog: as soon as possible, or a day of the next seven.
export const AS_SOON_AS_POSSIBLE = 'As soon as posible';

export const partSchema = z.object({ part: z.number(), date: z.string().nullable(), sentCount: z.number(), excluded: z.number(), failed: z.number(), error: z.string().nullable() });
export const cycleSchema = z.object({
  _id: z.string(),
  cycle: z.number(),
  status: z.enum(['open', 'CLOSED']),
  publishId: z.string(),
  firstSent: z.string().nullable(),
  parts: z.array(partSchema),
});
export type Cycle = z.infer<typeof cycleSchema>;

// Where a client's publication stands.
export const publishStatuses = ['new', 'tested', 'requested', 'approved', 'paused', 'declined'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

export const publishStateSchema = z.object({
  publishId: z.string().nullable(),
  status: z.enum(publishStatuses),
  isPublish: z.boolean(),
  isPublishApproved: z.boolean(),
  isNeedTest: z.boolean().nullable(),
  lastTestId: z.string().nullable(),
  testSentAt: z.string().nullable(),
  beginPublish: z.string().nullable(),
  publishApproveDate: z.string().nullable(),
  publishDeclineReason: z.string().nullable(),
  autoPutOnPublishList: z.boolean(),
  isPublishUpdateNeeded: z.boolean(),
  excludeList: z.array(z.string()),
  active_cycle: z.string().nullable(),
  numberOfCycles: z.number(),
});
export type PublishState = z.infer<typeof publishStateSchema>;

// What a part mails: the publish data of coaching spec §3.
export const publishDataSchema = z.object({ emailTitle: z.string(), coverLetter: z.string(), CVUrl: z.string(), first_name: z.string(), last_name: z.string() });
export type PublishData = z.infer<typeof publishDataSchema>;

// How long the link to an uploaded CV stays open in a mail a part or a test sends: the recruiter
// opens it any time while the publication runs (four parts and their replies take weeks).
export const MAILED_CV_LINK_DAYS = 90;

// Approve is offered only when not published, a test was sent and isNeedTest is not false.
export const mayApprove = (state: Pick<PublishState, 'isPublish' | 'lastTestId' | 'isNeedTest'>): boolean => !state.isPublish && state.lastTestId !== null && state.isNeedTest !== false;

// "n / cyclesLimit (+extra)", and whether this is the last cycle.
export function cycleLabel(n: number, cyclesLimit: number | null, extra: number | null): { text: string; last: boolean } {
  if (cyclesLimit === null) return { text: String(n), last: false };
  const total = cyclesLimit + (extra ?? 0);
  return { text: `${n} / ${cyclesLimit}${extra ? ` (+${extra})` : ''}`, last: n >= total };
}

const dayOfWeekIn = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

// The next seven days from today (YYYY-MM-DD in the publishing zone), without Friday and Saturday.
export function startDateOptions(now: Date): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PUBLISH_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const days: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const day = new Date(Date.parse(`${today}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const weekday = dayOfWeekIn(day);
    if (weekday !== 5 && weekday !== 6) days.push(day);
  }
  return days;
}

export const isOfferedStartDate = (choice: string, now: Date): boolean => choice === AS_SOON_AS_POSSIBLE || startDateOptions(now).includes(choice);

// The client's exclude list: an entry is an address or a domain (with or without '@').
export function isExcluded(email: string, excludeList: readonly string[]): boolean {
  const address = email.toLowerCase();
  const domain = address.split('@')[1] ?? '';
  return excludeList.some((entry) => {
    const e = entry.trim().toLowerCase().replace(/^@/, '');
    return e !== '' && (e === address || e === domain || domain.endsWith(`.${e}`));
  });
}

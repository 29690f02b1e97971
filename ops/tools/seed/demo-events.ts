import { actOnOccurrence, newRegistrationCode } from '../../../command/backoffice/events/occurrence-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { listedDates, occurrenceIdOf, webinarsOf } from '../../../contracts/backoffice/events/webinar';

const people = [
  ['דנה', 'כהן'],
  ['Omer', 'Levi'],
  ['נועה', 'מזרחי'],
  ['Michael', 'Katz'],
  ['שירה', 'אברהם'],
  ['Tal', 'Friedman'],
  ['יוסי', 'ביטון'],
  ['מורן', 'דהן'],
  ['Inbar', 'Golan'],
  ['אלון', 'שפירא'],
  ['רותם', 'פרץ'],
  ['Liat', 'Ben-David'],
] as const;

type Plan = { eventUrl: string; week: number; limit: number; registered: number; checkedIn: number; waiting: number; cancelled: number };

// The webinars' coming dates with registrants: the first date of each event with people registered
// (some checked in, one cancelled), and a second date full with someone on its waitlist.
export async function seedDemoEvents(deps: CommandDeps, staffId: string): Promise<Position | null> {
  const [meet, webinar] = webinarsOf(deps.product);
  const plans: Plan[] = [
    { eventUrl: webinar!.eventUrl, week: 0, limit: 50, registered: 9, checkedIn: 3, waiting: 0, cancelled: 1 },
    { eventUrl: meet!.eventUrl, week: 0, limit: 50, registered: 6, checkedIn: 2, waiting: 0, cancelled: 0 },
    { eventUrl: meet!.eventUrl, week: 1, limit: 10, registered: 10, checkedIn: 0, waiting: 1, cancelled: 0 },
  ];
  let last: Position | null = null;
  const now = deps.clock();
  for (const [p, plan] of plans.entries()) {
    const event = [meet!, webinar!].find((w) => w.eventUrl === plan.eventUrl)!;
    const occurrenceId = occurrenceIdOf(event.eventUrl, listedDates(event, now)[plan.week]!);
    const act = async (request: Parameters<typeof actOnOccurrence>[2], actor: string | null) => {
      const ctx: CommandContext = { actor, correlationId: 'seed' };
      const done = await actOnOccurrence(deps, occurrenceId, request, ctx);
      if (isDomainError(done)) throw new Error(`a demo event step was refused: ${done.code} ${done.message ?? ''}`);
      last = done.position ?? last;
      return done;
    };
    await act({ type: 'Edit', data: { host: 'coach@jobhunt.example', googleMeetLink: `https://meet.google.com/dmo-${p}abc-xyz`, limit: plan.limit, status: 'A' } }, staffId);
    const ids: { registrantId: string; code: string }[] = [];
    for (let i = 0; i < plan.registered + plan.waiting + plan.cancelled; i++) {
      const [firstName, lastName] = people[(i + p * 3) % people.length]!;
      const registrantId = deps.newId();
      const form = { email: `event.guest${p}.${i}@example.com`, firstName, lastName, phone: `050-${String(1_000_000 + p * 1000 + i).slice(-7)}` };
      const code = newRegistrationCode();
      await act({ type: 'Register', registrantId, code, form, waitlist: true }, null);
      ids.push({ registrantId, code });
    }
    for (const { registrantId } of ids.slice(0, plan.checkedIn)) await act({ type: 'ChangeCheckIn', registrantId, checkIn: true }, staffId);
    // the last one cancels (no one waits on such a date for the place)
    for (const { registrantId, code } of ids.slice(ids.length - plan.cancelled)) await act({ type: 'Cancel', registrantId, code, reason: 'A job interview at the same hour' }, null);
  }
  return last;
}

import { DateTime } from 'luxon';
import { actOnMeeting, checkOnboardingData, openMeetingSlots, recordCvFile } from '../../../command/coaching/onboarding/onboarding-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { MEETING_ZONE } from '../../../contracts/coaching/onboarding/onboarding';

// A one-page PDF: the demo CV a client uploaded.
const demoCv = (name: string) =>
  new TextEncoder().encode(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% CV of ${name}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

const refused = (what: string, result: unknown) => {
  if (isDomainError(result)) throw new Error(`the demo ${what} was refused: ${result.code} ${result.message ?? ''}`);
  return result as { position: Position | null };
};

export type OnboardingClient = { userId: string; email: string; first_name: string; last_name: string; title: string };

// Onboarding's demo: the coach's first-meeting slots for the coming two weeks (Sunday to Thursday,
// 09:00 to 12:00 in Israel, half an hour each), and clients stopped at each part: clients[0] at the
// data check, clients[1] at the CV, clients[2] at the meeting.
export async function seedDemoOnboarding(deps: CommandDeps, coach: string, clients: readonly OnboardingClient[]): Promise<Position | null> {
  let last: Position | null = null;
  const asCoach: CommandContext = { actor: coach, correlationId: 'seed' };
  const today = DateTime.fromJSDate(deps.clock(), { zone: MEETING_ZONE }).startOf('day');
  for (let d = 1; d <= 14; d++) {
    const day = today.plus({ days: d });
    // Friday and Saturday are off
    if (day.weekday === 5 || day.weekday === 6) continue;
    const opened = refused('meeting slots', await openMeetingSlots(deps, { start: day.set({ hour: 9 }).toUTC().toISO()!, minutes: 30, count: 6 }, asCoach));
    last = opened.position ?? last;
  }
  for (const [index, c] of clients.slice(1, 3).entries()) last = (await onboard(deps, c, index === 0 ? 'data' : 'cv')) ?? last;
  return last;
}

// The journeys past onboarding went through it before their service began: data checked, a CV
// uploaded and the first meeting held the day before the service's start, in a slot the coach had
// opened (decided then, by a clock set two days before the meeting).
export async function seedHeldOnboardings(deps: CommandDeps, coach: string, clients: readonly (OnboardingClient & { metAt: Date })[]): Promise<Position | null> {
  let last: Position | null = null;
  for (const c of clients) {
    const then: CommandDeps = { ...deps, clock: () => new Date(c.metAt.getTime() - 2 * 86_400_000) };
    last = (await onboard(then, c, 'cv')) ?? last;
    let slotId = '';
    const newId = () => (slotId = deps.newId());
    const opened = refused('meeting slot', await openMeetingSlots({ ...then, newId }, { start: c.metAt.toISOString(), minutes: 30, count: 1 }, { actor: coach, correlationId: 'seed' }));
    const met = refused('meeting', await actOnMeeting(then, { userId: c.userId, type: 'Schedule', slotId }, { actor: c.userId, correlationId: 'seed' }));
    last = met.position ?? opened.position ?? last;
  }
  return last;
}

// A client's onboarding up to the data check, or on to the CV uploaded.
async function onboard(deps: CommandDeps, c: OnboardingClient, upTo: 'data' | 'cv'): Promise<Position | null> {
  const asClient: CommandContext = { actor: c.userId, correlationId: 'seed' };
  const checked = refused('data check', await checkOnboardingData(deps, { userId: c.userId, fields: { email: c.email, phone: '050-7654321', first_name: c.first_name, last_name: c.last_name, title: c.title } }, asClient));
  if (upTo === 'data') return checked.position;
  const name = `${c.first_name} ${c.last_name} CV.pdf`;
  const bytes = demoCv(`${c.first_name} ${c.last_name}`);
  const kept = await deps.uploads.save({ field: 'file', kind: 'pdf', mime: 'application/pdf', name, size: bytes.byteLength, bytes }, { ownerId: c.userId, now: deps.clock() });
  const recorded = refused('CV', await recordCvFile(deps, { userId: c.userId, fileId: kept.id, name, kind: 'pdf', size: bytes.byteLength, isOnboarding: true }, asClient));
  return recorded.position ?? checked.position;
}

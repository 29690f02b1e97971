import { DateTime } from 'luxon';
import { actOnLead } from '../../../command/backoffice/leads/lead-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { DEFAULT_QUESTIONNAIRE_STATUSES, FOLLOW_UP_STATUS, FOLLOW_UP_ZONE, LEAD_CHANNELS, LEAD_RELEVANCE, type LeadFields } from '../../../contracts/backoffice/leads/lead';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

const LEADS = 30;
const firstNames = ['Adi', 'Ben', 'Carmel', 'Dor', 'Efrat', 'Guy', 'Hadas', 'Inbar', 'Kobi', 'Lihi', 'Moran', 'Niv', 'Or', 'Sivan', 'Tal', 'Uri', 'Vered', 'Ziv'];
const lastNames = ['Ashkenazi', 'Barak', 'Carmi', 'Dayan', 'Elbaz', 'Gabay', 'Harel', 'Malka', 'Nachum', 'Oren', 'Peretz', 'Sasson'];
const summaries = ['Saw the webinar, wants to hear about the plans', 'Asked about the price of the 3-month plan', 'Back from abroad, looking for a product role', 'Referred by a client\nWants a call in the evening', 'Not looking right now, maybe in spring'];
const statuses = ['', ...DEFAULT_QUESTIONNAIRE_STATUSES];

// Thirty leads in every status, channel and relevance, with the two staff managers (some with
// none), phones valid and not, and follow-ups whose reminders fall earlier today, later today and
// tomorrow: added through the command staff use, as those managers. Returns the last position.
export async function seedDemoLeads(deps: CommandDeps, managers: readonly string[]): Promise<Position | null> {
  const now = DateTime.fromJSDate(deps.clock(), { zone: FOLLOW_UP_ZONE });
  let last: Position | null = null;
  for (let i = 0; i < LEADS; i++) {
    const status = statuses[i % statuses.length]!;
    const manager = i % 5 === 4 ? null : managers[i % managers.length]!;
    const followUp = status === FOLLOW_UP_STATUS;
    // reminders: earlier today, later today, tomorrow morning, in three days
    const reminder = followUp ? [now.minus({ hours: 1 }), now.plus({ hours: 3 }), now.plus({ days: 1 }).set({ hour: 9, minute: 30 }), now.plus({ days: 3 }).set({ hour: 11, minute: 0 })][Math.floor(i / statuses.length) % 4]! : null;
    const first = firstNames[i % firstNames.length]!;
    const lastName = lastNames[(i * 5) % lastNames.length]!;
    const fields: Omit<LeadFields, 'date'> & { date: string } = {
      date: now.minus({ days: (i * 7) % 120, hours: i % 9 }).toUTC().toISO()!,
      name: `${first} ${lastName}`,
      email: i % 6 === 5 ? '' : `${first}.${lastName}${i}@example.com`.toLowerCase(),
      phone: i % 8 === 7 ? '12-34' : `05${i % 5}-${String(2_000_000 + i * 48_271).slice(0, 7)}`,
      internationalPhone: i % 10 === 3 ? `+4420${String(70_000_000 + i * 1_337)}` : '',
      // a cancelled meeting is a follow-up; the others take any other channel
      communicationChannel: followUp && i % 2 === 0 ? 'Meeting cancellation' : LEAD_CHANNELS.filter((c) => c !== 'Meeting cancellation')[i % 5]!,
      csManager: manager,
      relevant: LEAD_RELEVANCE[i % LEAD_RELEVANCE.length]!,
      isKnewAboutService: i % 3 === 0,
      summary: summaries[i % summaries.length]!,
      isFollowUpNeeded: followUp,
      followUpReminderDate: reminder ? reminder.toUTC().toISO() : null,
      status,
      contactedUs: i % 4 === 1,
    };
    const ctx: CommandContext = { actor: manager ?? managers[0] ?? null, correlationId: 'seed' };
    const done = await actOnLead(deps, { type: 'AddLead', leadId: deps.newId(), fields, questionnaireId: null }, ctx);
    if (isDomainError(done)) throw new Error(`a demo lead was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  }
  return last;
}

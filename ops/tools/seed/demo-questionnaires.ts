import { actOnQuestionnaire, submitQuestionnaire } from '../../../command/backoffice/questionnaires/questionnaire-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { DEFAULT_QUESTIONNAIRE_STATUSES } from '../../../contracts/backoffice/leads/lead';
import { answersSchema } from '../../../contracts/backoffice/questionnaires/questionnaire';
import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

const QUESTIONNAIRES = 25;
// the first ten came through the public form, each bringing its lead; staff typed in the others
const FROM_FORM = 10;
const people = ['Yael Mor', 'Dan Shani', 'Rotem Galili', 'Keren Aloni', 'Alon Tzur', 'Neta Regev', 'Boaz Hadar', 'Liat Sharon', 'Erez Kedem', 'Ofir Yarden', 'Hagit Levin', 'Yuval Segal', 'Anat Rom'];
const titles = ['Product Manager', 'Data Analyst', 'Backend Developer', 'UX Designer', 'QA Engineer', 'Marketing Manager'];
const cities = ['Tel Aviv', 'Haifa', 'Jerusalem', 'Beer Sheva', 'Herzliya', 'Rishon LeZion'];
const sources = ['https://www.linkedin.com/', 'https://www.facebook.com/', 'webinar', 'a friend'];
const DAY = 86_400_000;

// About 25 intake questionnaires over the last ten weeks (so the weekly counts show), in every
// status, some contacted, through the commands the form and staff use, each at its own day.
export async function seedDemoQuestionnaires(deps: CommandDeps, staff: string): Promise<Position | null> {
  const started = deps.clock().getTime();
  const asStaff: CommandContext = { actor: staff, correlationId: 'seed' };
  const visitor: CommandContext = { actor: null, correlationId: 'seed' };
  let last: Position | null = null;
  const done = (result: { position: Position | null } | DomainError) => {
    if (isDomainError(result)) throw new Error(`a demo questionnaire was refused: ${result.code} ${result.message ?? ''}`);
    last = result.position ?? last;
  };
  for (let i = 0; i < QUESTIONNAIRES; i++) {
    const at = new Date(started - ((i * 3) % 70) * DAY - (i % 7) * 3_600_000);
    const onDay: CommandDeps = { ...deps, clock: () => at };
    const name = people[i % people.length]!;
    const answers = answersSchema.parse({
      fullName: i < people.length ? name : `${name.split(' ')[0]} ${people[(i * 5) % people.length]!.split(' ')[1]}`,
      email: `${name.toLowerCase().replace(/\s/g, '.')}${i}@example.com`,
      phone: i % 9 === 8 ? '12-3456' : `05${i % 6}-${String(3_100_000 + i * 37_001).slice(0, 7)}`,
      city: cities[i % cities.length],
      age: 24 + ((i * 7) % 30),
      isWorking: i % 3 !== 0,
      seniority: ['Junior', 'Mid-Level', 'Senior'][i % 3],
      jobTitle: titles[i % titles.length],
      jobSearchMonths: (i * 2) % 12,
      interviews: i % 6,
      whyLeave: i % 2 ? 'Looking for growth' : '',
      dreamJob: i % 4 === 0 ? 'Leading a product team' : '',
      linkSource: sources[i % sources.length],
    });
    const questionnaireId = deps.newId();
    if (i < FROM_FORM) done(await submitQuestionnaire(onDay, { questionnaireId, leadId: deps.newId(), answers }, visitor));
    else done(await actOnQuestionnaire(onDay, { type: 'Submit', questionnaireId, answers, via: 'staff', leadId: null }, asStaff));
    const status = DEFAULT_QUESTIONNAIRE_STATUSES[i % DEFAULT_QUESTIONNAIRE_STATUSES.length]!;
    if (status !== 'new') done(await actOnQuestionnaire(onDay, { type: 'SetStatus', questionnaireId, status }, asStaff));
    if (i % 3 === 1) done(await actOnQuestionnaire(onDay, { type: 'SetContacted', questionnaireId, contacted: true }, asStaff));
  }
  return last;
}

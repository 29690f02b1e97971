import { changeExplanations, changeStepExplanation } from '../../../command/backoffice/journey-settings/journey-settings-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import type { ExplanationType } from '../../../contracts/backoffice/journey-settings/explanations';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

type Demo = { type: ExplanationType; title: string; textBeforeImage: string; textAfterImage?: string };

// A few explanations clients read beside their steps, and one step's text rewritten, written by the
// admin through the commands. Returns the last position written.
const demos: readonly Demo[] = [
  { type: 'TitleDetails', title: 'Why your title matters', textBeforeImage: 'Recruiters search by title first.\nUse the title of the job you want next, not the one you have.' },
  { type: 'TitleDetails', title: 'Seniority', textBeforeImage: 'Pick the level recruiters would hire you at.', textAfterImage: 'You can change it later with your manager.' },
  { type: 'CoverLetter', title: 'A short letter works best', textBeforeImage: 'Three to five sentences: who you are, what you did, what you look for.' },
  { type: 'CV', title: 'Which CV to upload', textBeforeImage: 'The one you send most. PDF or Word both work.', textAfterImage: 'The publication links to the CV you pick.' },
  { type: 'ExcludeDetails', title: 'Keep your search private', textBeforeImage: 'Add your current employer’s domain: they will never receive your CV.' },
  { type: 'Publish', title: 'What happens next', textBeforeImage: 'Your CV goes out in four parts a cycle. Replies reach your inbox.' },
];

export async function seedDemoExplanations(deps: CommandDeps, admin: string): Promise<Position | null> {
  const ctx: CommandContext = { actor: admin, correlationId: 'seed' };
  let last: Position | null = null;
  for (const demo of demos) {
    const done = await changeExplanations(deps, demo.type, { type: 'Save', draft: { ...demo, textAfterImage: demo.textAfterImage ?? '' }, newId: deps.newId() }, ctx);
    if (isDomainError(done)) throw new Error(`a demo explanation was refused: ${done.code}`);
    last = done.position ?? last;
  }
  const step = await changeStepExplanation(deps, { name: 'CV', value: 'Upload the CV you send most: the publication links to it.', defaultValue: '' }, ctx);
  if (isDomainError(step)) throw new Error(`the demo step text was refused: ${step.code}`);
  return step.position ?? last;
}

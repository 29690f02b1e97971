import { actOnJourney } from '../../../command/coaching/journey/act-on-journey';
import { journeyStepOf } from '../../../command/coaching/journey/facts';
import { addResumeLink, saveCoverLetter } from '../../../command/coaching/documents/documents-commands';
import { coverLettersDecider, live } from '../../../command/coaching/documents/documents';
import { changeGrid, placeOnGrid, testAddresses } from '../../../command/coaching/publish-grid/grid-commands';
import { openCycle, publicationDecider } from '../../../command/coaching/publication/publication';
import { pickedDocuments, sendPublishTest, startPublish } from '../../../command/coaching/publication/publication-commands';
import { gridDecider } from '../../../command/coaching/publish-grid/publish-grid';
import { loadStream } from '../../../command/core/handle-command';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { coverLettersStreamId } from '../../../contracts/coaching/documents/ids';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { publishGridStreamId } from '../../../contracts/coaching/publish-grid/ids';
import { AS_SOON_AS_POSSIBLE, mayApprove } from '../../../contracts/coaching/publication/publication';
import { nextRunAt } from '../../coaching/publish-grid/run-at';

// Where the demo's tests go: the journey settings' test addresses (the mails land in the outbox).
export const DEMO_TEST_ADDRESS = 'publish-test@demo.jobswipe.local';

// A demo client to publish: the journey walked to `step` (the Test Email step or past it), a cover
// letter, a test sent and approved by their staff member, and the parts placed on the grid (none:
// approved and waiting for a part).
export type DemoPublication = { userId: string; title: string; staff: string; step: number; parts: readonly { part: number; publishTime: string }[] };

// The publish grid's demo, through the commands staff and clients use. Each step is taken only when
// the client's streams say it is missing, so a seed stopped half-way continues without doing
// anything twice. Returns the last position written.
export async function seedDemoPublications(deps: CommandDeps, coach: string, clients: readonly DemoPublication[]): Promise<Position | null> {
  let last: Position | null = null;
  const done = (what: string, result: unknown) => {
    if (isDomainError(result)) throw new Error(`the demo ${what} was refused: ${result.code} ${result.message ?? ''}`);
    last = (result as { position: Position | null }).position ?? last;
  };
  const grid = await loadStream(deps.store, publishGridStreamId, gridDecider);
  if (!grid.state.emailsToSendTest.length) done('test addresses', await changeGrid(deps, { type: 'SetTestAddresses', emailsToSendTest: [DEMO_TEST_ADDRESS] }, { actor: coach, correlationId: 'seed' }));
  for (const c of clients) {
    const asClient: CommandContext = { actor: c.userId, correlationId: 'seed' };
    const asStaff: CommandContext = { actor: c.staff, onBehalfOf: c.userId, correlationId: 'seed' };
    const onGrid: CommandContext = { actor: c.staff, correlationId: 'seed' };
    // publishing opens at the Test Email step
    for (let step = await journeyStepOf(deps, c.userId); step < c.step; step++) done('journey step', await actOnJourney(deps, { type: 'FinishStep', userId: c.userId, step }, asClient));
    const letters = await loadStream(deps.store, coverLettersStreamId(c.userId), coverLettersDecider);
    if (!live(letters.state).length) {
      const content = `<p>Hello,</p><p>I am a ${c.title} looking for my next role, and would be glad to talk about yours.</p>`;
      done('cover letter', await saveCoverLetter(deps, { userId: c.userId, title: c.title, content, isDelete: false }, asClient));
    }
    if ((await pickedDocuments(deps, c.userId)).resumeId === null) done('CV link', await addResumeLink(deps, { userId: c.userId, link: 'https://docs.google.com/document/d/demo-cv/edit' }, asClient));
    const publication = (await loadStream(deps.store, publicationStreamId(c.userId), publicationDecider)).state;
    if (!publication.isPublish) {
      if (!mayApprove(publication)) done('test mail', await sendPublishTest(deps, c.userId, await testAddresses(deps), asStaff));
      done('approval', await startPublish(deps, c.userId, { byStaff: true, beginPublish: AS_SOON_AS_POSSIBLE, newCycle: true }, asStaff));
    }
    const open = openCycle((await loadStream(deps.store, publicationStreamId(c.userId), publicationDecider)).state);
    const cells = [...(await loadStream(deps.store, publishGridStreamId, gridDecider)).state.cells.values()];
    for (const { part, publishTime } of c.parts) {
      if (!open || open.sent.has(part) || cells.some((cell) => cell.cycleId === open.cycleId && cell.part === part)) continue;
      done('part on the grid', await placeOnGrid(deps, { userId: c.userId, part, publishTime, runAt: nextRunAt(publishTime, deps.clock(), null) }, onGrid));
    }
  }
  return last;
}

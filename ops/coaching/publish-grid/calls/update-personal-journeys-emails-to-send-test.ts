import { changeGrid } from '../../../../command/coaching/publish-grid/grid-commands';
import { publishGlobalsOf } from '../../../../query/coaching/publish-grid/get-publishes-data';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function updatePersonalJourneysEmailsToSendTest(deps: ApiDeps, input: CallIn<'updatePersonalJourneysEmailsToSendTest'>, ctx: CallContext): Answer<'updatePersonalJourneysEmailsToSendTest'> {
  const set = await changeGrid(deps, { type: 'SetTestAddresses', emailsToSendTest: input.emailsToSendTest }, ctx.command);
  return replyTo(set, async () => ({ emailsToSendTest: (await publishGlobalsOf(deps.db)).emailsToSendTest }));
}

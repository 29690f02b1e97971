import { editClient } from '../../../../command/backoffice/clients-status/edit-client';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { clientsAnswer } from '../clients-answer';
import { journeyListsOf } from '../../journey-settings/journey-lists';

// The client admin's edit of one client, answered with the page the editor was on.
export async function editClientsData(deps: ApiDeps, input: CallIn<'editClientsData'>, ctx: CallContext): Answer<'editClientsData'> {
  const lists = await journeyListsOf(deps);
  const done = await editClient(deps, { userId: input.id, edit: input.newData, ...lists }, ctx.command);
  const search = { ...input.searchParams, ...(input.page ? { page: input.page } : {}) };
  return replyTo(done, () => clientsAnswer(deps, search, ctx));
}

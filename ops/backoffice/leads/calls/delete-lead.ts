import { actOnLead } from '../../../../command/backoffice/leads/lead-commands';
import { leadMessages } from '../../../../contracts/backoffice/leads/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { leadsAnswer } from '../leads-answer';

export async function deleteLead(deps: ApiDeps, input: CallIn<'deleteLead'>, ctx: CallContext): Answer<'deleteLead'> {
  const deleted = await actOnLead(deps, { type: 'DeleteLead', leadId: input.id }, ctx.command);
  return replyTo(deleted, async () => ({ deleted: input.id, leads: input.searchParams ? await leadsAnswer(deps, input.searchParams) : null, ...said(leadMessages, 'LeadDeleted') }));
}

import { actOnLead } from '../../../../command/backoffice/leads/lead-commands';
import { leadMessages } from '../../../../contracts/backoffice/leads/messages';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { codeOfMessage } from '../../../../contracts/messages';
import { getLead } from '../../../../query/backoffice/leads/get-leads';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { leadsAnswer } from '../leads-answer';

// The field a refusal is about, by what it says: the dialog shows it there.
const fieldOf: Readonly<Record<string, string>> = { LeadStatusUnknown: 'newData.status', LeadManagerUnknown: 'newData.csManager' };

export async function createEditLead(deps: ApiDeps, input: CallIn<'createEditLead'>, ctx: CallContext): Answer<'createEditLead'> {
  const { _id, questionnaireId, ...fields } = input.newData;
  const leadId = _id === -1 ? deps.newId() : _id;
  const saved = await actOnLead(
    deps,
    _id === -1 ? { type: 'AddLead', leadId, fields, questionnaireId: input.questionnaire ? (questionnaireId ?? null) : null } : { type: 'EditLead', leadId, fields },
    ctx.command,
  );
  if (isDomainError(saved) && saved.message) {
    const field = fieldOf[codeOfMessage(saved.message)?.code ?? ''];
    if (field) throw new CallFailure(saved.code, saved.message, { issues: [{ path: field, message: saved.message }] });
  }
  return replyTo(saved, async () => {
    const lead = await getLead(deps.db, leadId);
    if (!lead) throw new CallFailure('LeadNotFound');
    return { lead, leads: input.searchParams ? await leadsAnswer(deps, input.searchParams) : null, ...said(leadMessages, 'LeadSaved') };
  });
}

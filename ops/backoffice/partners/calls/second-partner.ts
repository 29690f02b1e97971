import { decidePartnerClient, decidePartnerSettings } from '../../../../command/backoffice/partners/partner-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { bflAnswer } from '../partner-answers';

export async function getBflClients(deps: ApiDeps, input: CallIn<'getBflClients'>, ctx: CallContext): Answer<'getBflClients'> {
  return bflAnswer(deps, input.filter ?? 'everyone', ctx);
}

// Save (the partner's part), Save + Approve, then paid: the talent's part is the server's to compute.
export async function updateBflClientData(deps: ApiDeps, input: CallIn<'updateBflClientData'>, ctx: CallContext): Answer<'updateBflClientData'> {
  const { id, bflPart, talentPart, approve, paid } = input;
  const done = await decidePartnerClient(deps, { type: 'SetPartnerSplit', userId: id, partner: 'second', partnerPart: bflPart, talentPart, approve, paid }, ctx.command);
  return replyTo(done, () => bflAnswer(deps, input.filter ?? 'everyone', ctx));
}

export async function updateBflEmailsList(deps: ApiDeps, input: CallIn<'updateBflEmailsList'>, ctx: CallContext): Answer<'updateBflEmailsList'> {
  const done = await decidePartnerSettings(deps, { type: 'SetPartnerEmails', partner: 'second', emails: input.bflEmails }, ctx.command);
  return replyTo(done, () => bflAnswer(deps, 'everyone', ctx));
}

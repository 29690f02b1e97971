import { decidePartnerClient, decidePartnerSettings } from '../../../../command/backoffice/partners/partner-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { synamediaAnswer } from '../partner-answers';

export async function getSynamediaClients(deps: ApiDeps, _input: CallIn<'getSynamediaClients'>, ctx: CallContext): Answer<'getSynamediaClients'> {
  return synamediaAnswer(deps, ctx);
}

export async function approveSynamediaClient(deps: ApiDeps, input: CallIn<'approveSynamediaClient'>, ctx: CallContext): Answer<'approveSynamediaClient'> {
  const done = await decidePartnerClient(deps, { type: 'ApprovePartnerClient', userId: input.clientId, partner: 'first' }, ctx.command);
  return replyTo(done, () => synamediaAnswer(deps, ctx));
}

export async function updateSynamediaClientData(deps: ApiDeps, input: CallIn<'updateSynamediaClientData'>, ctx: CallContext): Answer<'updateSynamediaClientData'> {
  const done = await decidePartnerClient(deps, { type: 'UpdatePartnerClient', userId: input.id, partner: 'first', edit: input.newData }, ctx.command);
  return replyTo(done, () => synamediaAnswer(deps, ctx));
}

export async function updateSynamediaEmailsList(deps: ApiDeps, input: CallIn<'updateSynamediaEmailsList'>, ctx: CallContext): Answer<'updateSynamediaEmailsList'> {
  const done = await decidePartnerSettings(deps, { type: 'SetPartnerEmails', partner: 'first', emails: input.synamediaEmails }, ctx.command);
  return replyTo(done, () => synamediaAnswer(deps, ctx));
}

export async function addSynamediaQuota(deps: ApiDeps, input: CallIn<'addSynamediaQuota'>, ctx: CallContext): Answer<'addSynamediaQuota'> {
  const done = await decidePartnerSettings(deps, { type: 'AddPartnerQuota', partner: 'first', count: input.count, date: input.date }, ctx.command);
  return replyTo(done, () => synamediaAnswer(deps, ctx));
}

export async function assignPartnerClient(deps: ApiDeps, input: CallIn<'assignPartnerClient'>, ctx: CallContext): Answer<'assignPartnerClient'> {
  const done = await decidePartnerClient(deps, { type: 'AssignPartnerClient', userId: input.clientId, partner: input.partner }, ctx.command);
  return replyTo(done, () => ({ clientId: input.clientId, partner: input.partner }));
}

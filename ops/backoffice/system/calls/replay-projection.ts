import { CallFailure } from '../../../../contracts/core/errors';
import { recordReplayRequest } from '../../../../command/backoffice/system/record-replay-request';
import { requestReplay } from '../../../../projections/core/checkpoint';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { systemMessages } from '../../../../contracts/backoffice/system/messages';

export async function replayProjection(deps: ApiDeps, input: CallIn<'replayProjection'>, ctx: CallContext): Answer<'replayProjection'> {
  if (!(await requestReplay(deps.db, input.name))) throw new CallFailure('UnknownProjection');
  const recorded = await recordReplayRequest(deps, { projection: input.name }, ctx.command);
  return replyTo(recorded, () => ({ requested: true, ...said(systemMessages, 'ProjectionRebuilding', { name: input.name }) }));
}

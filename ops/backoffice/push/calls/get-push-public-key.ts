import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getPushPublicKey(deps: ApiDeps, _input: CallIn<'getPushPublicKey'>, _ctx: CallContext): Answer<'getPushPublicKey'> {
  return { publicKey: deps.push.publicKey };
}

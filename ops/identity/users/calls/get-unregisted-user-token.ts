import { nothingAppended } from '../../../../command/core/handle-command';
import { reply, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

const GUEST_TTL_SECONDS = 30 * 24 * 3600;

// A visitor keeps the guest token they have while it is valid.
export async function getUnregistedUserToken(deps: ApiDeps, input: CallIn<'getUnregistedUserToken'>, _ctx: CallContext): Answer<'getUnregistedUserToken'> {
  const claims = input.token ? await deps.tokens.verify(input.token, 'guest') : null;
  const token = input.token && claims && !claims.expired ? input.token : await deps.tokens.sign({ sub: `guest-${deps.newId()}`, purpose: 'guest' }, GUEST_TTL_SECONDS);
  return reply(nothingAppended, async () => ({ token }));
}

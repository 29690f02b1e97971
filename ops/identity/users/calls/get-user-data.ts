import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function getUserData(deps: ApiDeps, _input: CallIn<'getUserData'>, ctx: CallContext): Answer<'getUserData'> {
  return { user: await userDataOf(deps, signedIn(ctx).id) };
}

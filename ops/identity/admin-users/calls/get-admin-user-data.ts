import { getAdminUsers } from '../../../../query/identity/admin-users/get-admin-users';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getAdminUserData(deps: ApiDeps, input: CallIn<'getAdminUserData'>, ctx: CallContext): Answer<'getAdminUserData'> {
  // an id searched for is the person the router found (an id that is nobody's was answered 404)
  const { userId: _named, ...search } = input;
  return getAdminUsers(deps.db, { ...search, ...(input.userId ? { userId: subject(ctx) } : {}) });
}

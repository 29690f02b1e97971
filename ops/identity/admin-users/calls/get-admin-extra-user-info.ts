import { extraInfoTables } from '../../../../contracts/identity/admin-users/extra-info-tables';
import { countExtraUserInfo, extraUserInfoRows } from '../../../../query/identity/admin-users/get-admin-extra-user-info';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getAdminExtraUserInfo(deps: ApiDeps, input: CallIn<'getAdminExtraUserInfo'>, ctx: CallContext): Answer<'getAdminExtraUserInfo'> {
  const userId = subject(ctx);
  if (!input.type) return { counts: await countExtraUserInfo(deps.db, userId) };
  const { rows, count } = await extraUserInfoRows(deps.db, userId, input.type);
  return { type: input.type, columns: [...extraInfoTables[input.type].columns], extraUserData: rows, count };
}

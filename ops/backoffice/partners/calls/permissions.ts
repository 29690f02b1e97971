import type { CallContext } from '../../../server/feature';
import type { ApiDeps, CallIn, CallOut } from '../../../server/feature';

// What the caller may do on the partner dashboards (spec §3 "Permissions").
const permissionsOf = (ctx: CallContext): CallOut<'getSynamediaUserPermissions'> => ({
  Admin: ctx.roles.has('admin'),
  JHAdmin: ctx.roles.has('journeyAdmin'),
  SynamediaUser: ctx.roles.has('firstPartner'),
  BflUser: ctx.roles.has('secondPartner'),
});

export async function getSynamediaUserPermissions(_deps: ApiDeps, _input: CallIn<'getSynamediaUserPermissions'>, ctx: CallContext) {
  return permissionsOf(ctx);
}
export async function getBflUserPermissions(_deps: ApiDeps, _input: CallIn<'getBflUserPermissions'>, ctx: CallContext) {
  return permissionsOf(ctx);
}

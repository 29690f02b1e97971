import { CallFailure } from '../../../../contracts/core/errors';
import { applyWithoutAccount } from '../../../../command/marketplace/orphan-applications/apply-without-account';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { orphanMessages } from '../../../../contracts/marketplace/orphan-applications/messages';

export async function applyOrphan(deps: ApiDeps, input: CallIn<'applyOrphan'>, ctx: CallContext): Answer<'applyOrphan'> {
  if (ctx.session?.kind === 'user') throw new CallFailure('AlreadySignedIn');
  const guestId = ctx.session?.kind === 'guest' ? ctx.session.userId : null;
  const applied = await applyWithoutAccount(deps, { ...input, guestId }, ctx.command);
  return replyTo(applied, ({ alreadyApplied, appliedAt }) => ({
    alreadyApplied,
    appliedAt,
    ...said(orphanMessages, alreadyApplied ? 'AlreadyApplied' : 'ApplicationSent'),
  }));
}

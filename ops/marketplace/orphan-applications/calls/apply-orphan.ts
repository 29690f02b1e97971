import { CallFailure } from '../../../../contracts/core/errors';
import { applyWithoutAccount } from '../../../../command/marketplace/orphan-applications/apply-without-account';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function applyOrphan(deps: ApiDeps, input: CallIn<'applyOrphan'>, ctx: CallContext): Answer<'applyOrphan'> {
  if (ctx.session?.kind === 'user') throw new CallFailure('AlreadySignedIn');
  const guestId = ctx.session?.kind === 'guest' ? ctx.session.userId : null;
  const applied = await applyWithoutAccount(deps, { ...input, guestId }, ctx.command);
  return replyTo(applied, ({ alreadyApplied, appliedAt }) => ({
    alreadyApplied,
    appliedAt,
    message: alreadyApplied ? 'You already applied to this job' : 'Your application was sent',
  }));
}

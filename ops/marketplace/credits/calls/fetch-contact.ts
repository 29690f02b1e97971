import type { Contact, ContactValueState } from '../../../../contracts/marketplace/credits/credits';
import { unlockContact, type UnlockResult } from '../../../../command/marketplace/credits/unlock-contact';
import { getBalances, getUnlockedContacts } from '../../../../query/marketplace/credits/get-credits';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

const stateOf = (value: string | null, shown: boolean): ContactValueState => (value === null ? 'missing' : shown ? 'shown' : 'hidden');

// A locked contact says only whether each value exists ('Hidden Email' or 'Missing Email').
const toContact = (unlocked: UnlockResult): Contact => {
  const { target, access } = unlocked;
  const shown = access !== 'locked';
  return {
    type: target.type,
    profileId: target.ownerId,
    jobId: target.jobId,
    email: shown ? target.email : null,
    phone: shown ? target.phone : null,
    emailState: stateOf(target.email, shown),
    phoneState: stateOf(target.phone, shown),
    access,
  };
};

export async function fetchContact(deps: ApiDeps, input: CallIn<'fetchContact'>, ctx: CallContext): Answer<'fetchContact'> {
  const user = signedIn(ctx);
  const unlocked = await unlockContact(deps, { ...input, plan: user }, ctx.command);
  return replyTo(unlocked, async (done) => ({
    notPro: done.refused === 'NotPro',
    limitReached: done.refused === 'LimitReached',
    contact: toContact(done),
    contacts: await getUnlockedContacts(deps.db, user.id),
    contactCredit: (await getBalances(deps.db, user.id)).contactCredit,
  }));
}

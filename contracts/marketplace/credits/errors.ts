import { defineErrors } from '../../core/feature';

export const creditErrors = defineErrors({
  // answered as { notPro: true } / { limitReached: true } by fetchContact and promoteObject
  NotPro: { status: 402, message: 'This needs a Pro plan' },
  LimitReached: { status: 409, message: 'You reached your limit' },
  ContactNotFound: { status: 404, message: 'There is no such job or profile' },
  NotObjectOwner: { status: 403, message: 'You can promote only your own jobs and your own profile' },
  ObjectNotPromotable: { status: 409, message: 'Only an active job can be promoted' },
  CreditsWouldGoNegative: { status: 409, message: 'The user does not have that many credits left' },
});

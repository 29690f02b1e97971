import { defineErrors } from '../../core/feature';

export const offersErrors = defineErrors({
  OffersItemNotFound: { status: 404, message: 'There is no such job, offer or project' },
  OffersRuleBroken: { status: 409, message: 'This cannot be done with the offer now' },
});

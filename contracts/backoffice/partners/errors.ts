import { defineErrors } from '../../core/feature';

export const partnersErrors = defineErrors({
  // the id names no client of this partner
  PartnerClientNotFound: { status: 404, message: 'No client of this partner has this id' },
  // approving a client already approved
  PartnerClientAlreadyApproved: { status: 409, message: 'This client is already approved' },
  // an edit or payment the client's state does not allow
  PartnerClientRefused: { status: 409, message: 'This change cannot be made to the client' },
});

import { defineErrors } from '../../core/feature';

export const clientsStatusErrors = defineErrors({
  // the id names no journey client
  ClientNotFound: { status: 404, message: 'No journey client has this id' },
  // a value outside the journey's lists, or a manager who is not staff
  ClientEditRefused: { status: 409, message: 'This value cannot be given to the client' },
});

import { defineErrors } from '../../core/feature';

export const orphanApplicationErrors = defineErrors({
  AlreadySignedIn: { status: 409, message: 'You are signed in: apply with your profile' },
  NoOrphanApplication: { status: 404, message: 'We found no application sent with this email from this browser' },
});

import { accountSettingsFeature } from '../../../contracts/identity/account-settings/feature';
import { defineServerFeature } from '../../server/feature';
import { changePassword } from './calls/change-password';
import { changeEmail } from './calls/change-email';
import { confirmEmailChange } from './calls/confirm-email-change';
import { mailEmailChange } from './reactions/mail-email-change';
import { mailEmailChanged } from './reactions/mail-email-changed';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';

export const accountSettingsServer = defineServerFeature({
  contract: accountSettingsFeature,
  projections: [],
  migrations: [],
  reads: { changePassword: [], changeEmail: [], confirmEmailChange: [userAccountProjection] },
  calls: { changePassword, changeEmail, confirmEmailChange },
  reactions: [mailEmailChange, mailEmailChanged],
});

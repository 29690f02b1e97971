import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(() => import('@contracts/identity/account-settings/calls').then((m) => m.accountSettingsCalls));

export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: calls.mutation(build, 'changePassword'),
    changeEmail: calls.mutation(build, 'changeEmail'),
    confirmEmailChange: calls.mutation(build, 'confirmEmailChange'),
  }),
});

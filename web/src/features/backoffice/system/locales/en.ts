import { errorMessagesOf } from '@contracts/core/errors';
import { systemErrors } from '@contracts/backoffice/system/errors';
import { systemMessages } from '@contracts/backoffice/system/messages';

// English texts of the 'system' namespace (the staff screens of the read models); he.ts must have the same keys.
export const en = {
  // what the server says, by code: the contracts' own English
  messages: systemMessages,
  errors: errorMessagesOf(systemErrors),
};

import { defineMessages } from '../../core/messages';

// What the recruiter contact calls say, by code (the web's recruiter-contacts locales translate them).
export const recruiterContactsMessages = defineMessages({
  ContactEmailInvalid: 'Invalid email',
  CsvUnreadable: 'The file is not a CSV with an email column',
});

import { defineMessages } from '../../core/messages';

// What the settings' rules say, by code (the web's settings locales translate them).
export const settingsMessages = defineMessages({
  BrandNameLength: 'Use 2 to 40 characters',
  PublishTimeFormat: 'Write a time as HH:MM (00:00 to 23:59)',
  PublishTimesCount: 'Offer 1 to 12 publish times',
  PublishTimesUnique: 'Each publish time only once',
  PublishTimeInUse: '{{time}} has parts waiting on the publish grid: move or remove them first',
  PartNumber: 'A part is a whole number from 1 to 12',
  PartsCount: 'Offer 1 to 12 parts',
  PartsUnique: 'Each part only once',
  PartInUse: 'Part {{part}} is waiting on the publish grid: move or remove it first',
  JobLimitRange: 'A whole number from 1 to 1000',
  MailFromInvalid: 'An address such as Name <no-reply@example.com> or no-reply@example.com',
  NothingChanged: 'Nothing was changed',
  SettingsSaved: 'The settings are saved',
});

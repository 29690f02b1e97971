import { defineMessages } from '../../core/messages';

// What the reviews curation's rules and answers say, by code (the web's reviews locales translate them).
export const reviewsMessages = defineMessages({
  ReviewStarRating: 'The star rating is one of ONE, TWO, THREE, FOUR, FIVE',
  ReviewLinkUrl: 'Write the link as a full address starting with https://',
  ReviewEmailInvalid: 'Write a valid email address',
  ReviewSaveEmpty: 'Send the item’s extra data, the person’s data, or both',
  ReviewImportOneSource: 'Import from one source at a time: the items, a file or the service',
  ReviewImportTooMany: 'Import at most {{maximum}} items at once',
  ReviewFileFormat: 'The file is JSON or CSV',
  ReviewFileUnreadable: 'The file could not be read: {{reason}}',
  ReviewFileEmpty: 'The file holds no item to import',
  // the listing service's own refusals (spec §5), kept word for word
  NoAccounts: 'No Accounts',
  MoreThanOneAccount: 'More than One Account',
  NoLocations: 'No Locations',
  MoreThanOneLocation: 'More than One Location',
  NoData: 'No Data',
  VideoSourceMissing: 'The video platform is not configured: set {{missing}}',
  ListingSourceMissing: 'The business-listing service is not configured: set {{missing}}',
  SourceFailed: 'The service answered {{status}}: {{reason}}',
});

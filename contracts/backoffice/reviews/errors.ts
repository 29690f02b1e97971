import { defineErrors } from '../../core/feature';

export const reviewsErrors = defineErrors({
  // the id names no imported video or listing review
  ReviewItemNotFound: { status: 404, message: 'No imported video or review has this id' },
  // the service's address, key or list is not in the product's configuration
  ReviewSourceNotConfigured: { status: 409, message: 'This import is not configured' },
  // the listing service refused (no account, several locations, no data…) or answered an error
  ReviewImportRefused: { status: 422, message: 'The import was refused' },
  // the service could not be reached or answered something unreadable
  ReviewSourceUnavailable: { status: 502, message: 'The service could not be reached' },
  // an uploaded export that is not the service's JSON or a CSV of its fields
  ReviewFileInvalid: { status: 400, message: 'The file could not be read' },
});

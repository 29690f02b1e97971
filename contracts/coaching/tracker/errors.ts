import { defineErrors } from '../../core/feature';

export const trackerErrors = defineErrors({
  TrackerNotFound: { status: 404, message: 'There is no such item' },
  TrackerRuleBroken: { status: 409, message: 'This change to the interviews is not allowed now' },
});

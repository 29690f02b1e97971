import { defineErrors } from '../../core/feature';

export const publishingErrors = defineErrors({
  PublishRuleBroken: { status: 409, message: 'This cannot be done with the publication now' },
  PublishItemNotFound: { status: 404, message: 'This is not on the publication' },
});

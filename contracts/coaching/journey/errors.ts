import { defineErrors } from '../../core/feature';

export const journeyErrors = defineErrors({
  JourneyNotFound: { status: 404, message: 'There is no such journey' },
  JourneyRuleBroken: { status: 409, message: 'This change is not allowed now' },
  CommentNotYours: { status: 403, message: 'Only the author of a comment may edit or delete it' },
});

import { forumFeature } from '../../../contracts/backoffice/forum/feature';
import { forumProjection } from '../../../projections/backoffice/forum/forum.projection';
import { defineServerFeature } from '../../server/feature';
import { getInterviews } from './calls/get-interviews';
import { addInterview, addReply, deleteInterview, editInterview, pinInterview } from './calls/write-posts';

const reads = [forumProjection];

export const forumServer = defineServerFeature({
  contract: forumFeature,
  projections: [forumProjection],
  migrations: [],
  reads: { addInterview: reads, addReply: reads, editInterview: reads, deleteInterview: reads, pinInterview: reads },
  calls: { getInterviews, addInterview, addReply, editInterview, deleteInterview, pinInterview },
});

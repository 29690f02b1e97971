import { marketingFeature } from '../../../contracts/backoffice/marketing/feature';
import { marketingProjection } from '../../../projections/backoffice/marketing/marketing.projection';
import { marketingTaskProjection } from '../../../projections/backoffice/marketing/marketing-task.projection';
import { defineServerFeature } from '../../server/feature';
import { createEditMEvent } from './calls/create-edit-m-event';
import { createEditMPost } from './calls/create-edit-m-post';
import { createEditMTask } from './calls/create-edit-m-task';
import { findMPosts } from './calls/find-m-posts';
import { getMCalendar } from './calls/get-m-calendar';
import { getMPosts } from './calls/get-m-posts';
import { getMPublish } from './calls/get-m-publish';
import { getMSetting } from './calls/get-m-setting';
import { getMTasks } from './calls/get-m-tasks';
import { setMTask } from './calls/set-m-task';

export const marketingServer = defineServerFeature({
  contract: marketingFeature,
  projections: [marketingProjection, marketingTaskProjection],
  migrations: [],
  reads: {
    createEditMPost: [marketingProjection],
    createEditMEvent: [marketingProjection],
    setMTask: [marketingTaskProjection],
    createEditMTask: [marketingTaskProjection],
  },
  calls: { getMPosts, createEditMPost, findMPosts, getMCalendar, createEditMEvent, getMPublish, getMSetting, getMTasks, setMTask, createEditMTask },
});

import { isDomainError } from '../../../../contracts/core/errors';
import { PRO_PLAN_END_JOB } from '../../../../contracts/marketplace/payments/ids';
import { endProPlan } from '../../../../command/marketplace/payments/end-pro-plan';
import { defineTask } from '../../../tasks/task-definition';
import { text } from './task-data';

// A plan ends by itself at its end date (queued when it is extended).
export const proPlanEndTask = defineTask({
  name: PRO_PLAN_END_JOB,
  async handle(deps, data, ctx) {
    const ended = await endProPlan(deps, { userId: text(data, 'userId') }, ctx);
    if (isDomainError(ended)) throw new Error(`${PRO_PLAN_END_JOB}: ${ended.message ?? ended.code}`);
  },
});

import { DEFAULT_JOB_LIMIT, PRO_JOB_LIMIT } from '../../../contracts/identity/users/user';

// The owner's account as the caller already loaded it (the HTTP layer reads it to authenticate):
// the job limit is a fact that arrives with the command.
export type JobOwnerAccount = { joblimit: number; is_pro: boolean };

// Active jobs allowed: 20 for Pro, otherwise the user's joblimit.
export const activeJobLimit = (owner: JobOwnerAccount | undefined): { limit: number; isPro: boolean } => {
  const isPro = owner?.is_pro ?? false;
  return { limit: isPro ? PRO_JOB_LIMIT : (owner?.joblimit ?? DEFAULT_JOB_LIMIT), isPro };
};

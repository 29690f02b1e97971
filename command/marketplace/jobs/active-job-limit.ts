import { PRO_JOB_LIMIT } from '../../../contracts/identity/users/user';

// The owner's account as the caller already loaded it (the HTTP layer reads it to authenticate):
// the job limit is a fact that arrives with the command. joblimit: its own, null when none was set.
export type JobOwnerAccount = { joblimit: number | null; is_pro: boolean };

// Active jobs allowed: 20 for Pro, otherwise the user's own joblimit, else the product's default
// (a setting an admin changes at run time, read by the caller as the command is made).
export const activeJobLimit = (owner: JobOwnerAccount | undefined, defaultJobLimit: number): { limit: number; isPro: boolean } => {
  const isPro = owner?.is_pro ?? false;
  return { limit: isPro ? PRO_JOB_LIMIT : (owner?.joblimit ?? defaultJobLimit), isPro };
};

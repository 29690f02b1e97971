import { isDomainError } from '../../../../contracts/core/errors';
import { keptCvFilesDue } from '../../../../command/coaching/onboarding/facts';
import { removeKeptCvFile } from '../../../../command/coaching/onboarding/onboarding-commands';
import { defineTask } from '../../../tasks/task-definition';

const PAGE = 100;

// A replaced CV file kept for the mails that linked it leaves storage once those links have all
// expired, each by a command that appends OnboardingCvFileRemoved. Daily; the cron sends each tick
// once whichever worker takes it. The read model only finds the candidates: each decision is made
// again on the client's stream, so a run that repeats changes nothing.
export const removeExpiredCvFiles = defineTask({
  name: 'remove-expired-cv-files',
  cron: '41 3 * * *',
  async handle(deps, _data, ctx) {
    const now = deps.clock();
    const removeFile = (fileId: string) => deps.uploads.remove(fileId);
    for (let after = ''; ; ) {
      const due = await keptCvFilesDue(deps, now, after, PAGE);
      for (const { fileId, userId } of due) {
        const removed = await removeKeptCvFile(deps, { userId, fileId, removeFile }, ctx);
        if (isDomainError(removed)) throw new Error(`removing the kept CV file ${fileId} was refused: ${removed.code}`);
      }
      if (due.length < PAGE) return;
      after = due.at(-1)!.fileId;
    }
  },
});

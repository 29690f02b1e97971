import type { Onboarding } from '../../../contracts/coaching/onboarding/onboarding';
import { getOnboardingRow, getOpenSlots } from '../../../query/coaching/onboarding/get-onboarding';
import type { ApiDeps } from '../../server/feature';

// The onboarding as a client or their staff see it: the CV file by a signed link that expires.
export async function onboardingOf(deps: ApiDeps, userId: string): Promise<Onboarding> {
  const row = await getOnboardingRow(deps.db, userId);
  const { cvFile, ...rest } = row;
  return {
    userId,
    ...rest,
    cvFile: cvFile ? { name: cvFile.name, kind: cvFile.kind, size: cvFile.size, uploadedAt: cvFile.uploadedAt, url: deps.uploads.link(cvFile.fileId, deps.clock()) } : null,
  };
}

export async function slotsFor(deps: ApiDeps, userId: string) {
  const [onboarding, slots] = await Promise.all([onboardingOf(deps, userId), getOpenSlots(deps.db, deps.clock())]);
  return { onboarding, slots };
}

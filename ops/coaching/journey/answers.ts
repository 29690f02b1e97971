import { CallFailure } from '../../../contracts/core/errors';
import type { PersonalJourney } from '../../../contracts/coaching/journey/journey';
import { actOnJourney, type JourneyRequest } from '../../../command/coaching/journey/act-on-journey';
import { getPersonalJourney, type StoredJourney } from '../../../query/coaching/journey/get-personal-journey';
import { publishingPartOf } from './publishing-part';
import { replyTo, subject, type ApiDeps, type CallContext, type Reply } from '../../server/feature';

type Publishing = Awaited<ReturnType<typeof publishingPartOf>>;

// The journey's own row with the fields of spec §3 that publishing keeps, from rows already read.
export function journeyWith(deps: ApiDeps, stored: StoredJourney | null, publishing: Publishing): PersonalJourney {
  if (!stored) throw new CallFailure('JourneyNotFound');
  const { cvFileId, ...journey } = stored;
  const p = publishing.publish;
  return {
    ...journey,
    resumes: publishing.resumes,
    coverLetters: publishing.coverLetters,
    coverLetter: publishing.coverLetters.find((c) => c.picked)?.content ?? '',
    CVUrl: cvFileId ? deps.uploads.link(cvFileId, deps.clock()) : null,
    isPublishApproved: p.isPublishApproved,
    isPublish: p.isPublish,
    isNeedTest: p.isNeedTest,
    lastTestId: p.lastTestId,
    publishApproveDate: p.publishApproveDate,
    beginPublish: p.beginPublish,
    active_cycle: p.active_cycle,
    numberOfCycles: p.numberOfCycles,
    autoPutOnPublishList: p.autoPutOnPublishList,
    isPublishUpdateNeeded: p.isPublishUpdateNeeded,
    publishDeclineReason: p.publishDeclineReason,
  };
}

// The journey as the calls that change it answer it: its row and publishing's, read together.
export async function journeyOf(deps: ApiDeps, userId: string): Promise<PersonalJourney> {
  const [stored, publishing] = await Promise.all([getPersonalJourney(deps.db, userId), publishingPartOf(deps, userId)]);
  return journeyWith(deps, stored, publishing);
}

// A change to the journey of the person the call is about, answered with the journey as it is then.
export async function changeJourney(deps: ApiDeps, ctx: CallContext, request: DistributiveOmit<JourneyRequest, 'userId'>): Promise<Reply<{ personaljourney: PersonalJourney }>> {
  const userId = subject(ctx);
  const done = await actOnJourney(deps, { ...request, userId } as JourneyRequest, ctx.command);
  return replyTo(done, async () => ({ personaljourney: await journeyOf(deps, userId) }));
}

// The journey a comment call names must be the one the call is about.
export function sameJourney(ctx: CallContext, journeyId: string): void {
  if (journeyId !== subject(ctx)) throw new CallFailure('JourneyNotFound');
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

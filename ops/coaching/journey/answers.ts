import { CallFailure } from '../../../contracts/core/errors';
import { journeyPublishingFieldsOf, type PersonalJourney } from '../../../contracts/coaching/journey/journey';
import { actOnJourney, type JourneyRequest } from '../../../command/coaching/journey/act-on-journey';
import { getPersonalJourney, type StoredJourney } from '../../../query/coaching/journey/get-personal-journey';
import { publishingPartOf } from './publishing-part';
import { replyTo, subject, type ApiDeps, type CallContext, type Reply } from '../../server/feature';

type Publishing = Awaited<ReturnType<typeof publishingPartOf>>;

// The journey's own row with the fields of spec §3 that publishing keeps, from rows already read.
export function journeyWith(deps: ApiDeps, stored: StoredJourney | null, publishing: Publishing): PersonalJourney {
  if (!stored) throw new CallFailure('JourneyNotFound');
  const { cvFileId, ...journey } = stored;
  return { ...journey, ...journeyPublishingFieldsOf(publishing), CVUrl: cvFileId ? deps.uploads.link(cvFileId, deps.clock()) : null };
}

// The journey as the calls that change it answer it, with the publishing part it was built from:
// its row and publishing's, read together.
export async function journeyAndPublishingOf(deps: ApiDeps, userId: string): Promise<{ personaljourney: PersonalJourney; publishing: Publishing }> {
  const [stored, publishing] = await Promise.all([getPersonalJourney(deps.db, userId), publishingPartOf(deps, userId)]);
  return { personaljourney: journeyWith(deps, stored, publishing), publishing };
}

export const journeyOf = async (deps: ApiDeps, userId: string): Promise<PersonalJourney> => (await journeyAndPublishingOf(deps, userId)).personaljourney;

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

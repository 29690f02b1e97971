import { CallFailure } from '../../../contracts/core/errors';
import type { PersonalJourney } from '../../../contracts/coaching/journey/journey';
import { actOnJourney, type JourneyRequest } from '../../../command/coaching/journey/act-on-journey';
import { getPersonalJourney } from '../../../query/coaching/journey/get-personal-journey';
import { replyTo, subject, type ApiDeps, type CallContext, type Reply } from '../../server/feature';

export async function journeyOf(deps: ApiDeps, userId: string): Promise<PersonalJourney> {
  const journey = await getPersonalJourney(deps.db, userId);
  if (!journey) throw new CallFailure('JourneyNotFound');
  return journey;
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

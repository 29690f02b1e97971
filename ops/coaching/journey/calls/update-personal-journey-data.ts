import { journeyDataInput } from '../../../../contracts/coaching/journey/calls';
import { actOnJourney } from '../../../../command/coaching/journey/act-on-journey';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyOf } from '../answers';

export async function updatePersonalJourneyData(deps: ApiDeps, input: CallIn<'updatePersonalJourneyData'>, ctx: CallContext): Answer<'updatePersonalJourneyData'> {
  const userId = subject(ctx);
  const { midServiceQuestionnaire, ...fields } = deps.richText.cleanFields(journeyDataInput, input.data);
  const done = await actOnJourney(deps, { type: 'UpdateData', userId, fields, ...(midServiceQuestionnaire ? { midService: midServiceQuestionnaire } : {}) }, ctx.command);
  return replyTo(done, async (handled) => {
    const moved = handled.events.find((e) => e.type === 'JourneyStepFinished');
    return { personaljourney: await journeyOf(deps, userId), setStep: moved?.type === 'JourneyStepFinished' ? moved.data.to : null };
  });
}

import { changeStepExplanation } from '../../../../command/backoffice/journey-settings/journey-settings-commands';
import { stepExplanationDefaults } from '../../../../contracts/backoffice/journey-settings/explanations';
import { journeySettingsMessages } from '../../../../contracts/backoffice/journey-settings/messages';
import { said } from '../../../../contracts/core/messages';
import { getStepExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function updatePersonalJourneysExplenations(deps: ApiDeps, input: CallIn<'updatePersonalJourneysExplenations'>, ctx: CallContext): Answer<'updatePersonalJourneysExplenations'> {
  const changed = await changeStepExplanation(deps, { name: input.name, value: input.value, defaultValue: stepExplanationDefaults[input.name] }, ctx.command);
  return replyTo(changed, async () => ({ explenations: await getStepExplanations(deps.db), ...said(journeySettingsMessages, 'StepExplanationSaved') }));
}

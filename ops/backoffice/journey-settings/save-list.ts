import { changeJourneyList } from '../../../command/backoffice/journey-settings/journey-settings-commands';
import { journeyListDefaults, type OwnListName } from '../../../contracts/backoffice/journey-settings/lists';
import { journeySettingsMessages } from '../../../contracts/backoffice/journey-settings/messages';
import { said } from '../../../contracts/core/messages';
import { getJourneySettings } from '../../../query/backoffice/journey-settings/journey-lists';
import { replyTo, type ApiDeps, type CallContext } from '../../server/feature';

// One list saved by its update call; the answer is every list as it now is.
export async function saveList(deps: ApiDeps, list: OwnListName, values: readonly string[], ctx: CallContext) {
  const { brandName } = await deps.settings();
  const changed = await changeJourneyList(deps, { list, values, defaultValues: journeyListDefaults(brandName)[list] }, ctx.command);
  return replyTo(changed, async ({ events }) => ({
    ...(await getJourneySettings(deps.db, brandName)),
    ...said(journeySettingsMessages, events.length ? 'ListSaved' : 'ListUnchanged'),
  }));
}

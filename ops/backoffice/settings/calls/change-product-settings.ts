import { changeProductSettings as change } from '../../../../command/backoffice/settings/settings-commands';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { settingsMessages } from '../../../../contracts/backoffice/settings/messages';
import { codeOfMessage } from '../../../../contracts/messages';
import { getProductSettings } from '../../../../query/backoffice/settings/get-product-settings';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The field a refusal is about, by what it says: the screen shows it there.
const fieldOf: Readonly<Record<string, string>> = { PublishTimeInUse: 'changes.publishTimes', PartInUse: 'changes.parts' };

export async function changeProductSettings(deps: ApiDeps, input: CallIn<'changeProductSettings'>, ctx: CallContext): Answer<'changeProductSettings'> {
  const changed = await change(deps, input, ctx.command);
  if (isDomainError(changed) && changed.message) {
    const field = fieldOf[codeOfMessage(changed.message)?.code ?? ''];
    if (field) throw new CallFailure(changed.code, changed.message, { issues: [{ path: field, message: changed.message }] });
  }
  return replyTo(changed, async ({ events }) => ({
    ...(await getProductSettings(deps.db, deps.settingDefaults)),
    ...said(settingsMessages, events.length ? 'SettingsSaved' : 'NothingChanged'),
  }));
}

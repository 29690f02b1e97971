import { actOnAlert } from '../../../../command/marketplace/alerts/alert-commands';
import { mailPreferencesOf } from '../../../../command/marketplace/alerts/facts';
import { DEFAULT_ALERT_FREQUENCY, type StoredAlertQuery } from '../../../../contracts/marketplace/alerts/alert';
import { alertMessages } from '../../../../contracts/marketplace/alerts/messages';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { getAlert, getAlerts, toAlert } from '../../../../query/marketplace/alerts/get-alerts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The search as the alert keeps it: the words, the place and the filters given, nothing empty.
function storedQuery(input: CallIn<'addAlert'>): StoredAlertQuery {
  const { queryString, radius, tags, employmentType, seniorityLevel, company } = input.queryParams;
  const lists = Object.entries({ tags, employmentType, seniorityLevel, company }).filter(([, values]) => values?.length);
  return {
    ...(queryString ? { queryString } : {}),
    ...(radius && input.locationObj ? { radius } : {}),
    ...Object.fromEntries(lists),
    location: input.locationObj ?? null,
  };
}

// A signed-in person's alert mails their account at once; a visitor's waits for the link mailed
// to the address they gave (mail-alert-approve).
export async function addAlert(deps: ApiDeps, input: CallIn<'addAlert'>, ctx: CallContext): Answer<'addAlert'> {
  const user = ctx.user;
  if (!user && !input.email) throw new CallFailure('ValidationFailed', alertMessages.AlertEmailNeeded, { issues: [{ path: 'email', message: alertMessages.AlertEmailNeeded }] });
  const alertId = deps.newId();
  const language = user ? (await mailPreferencesOf(deps, user.id)).language : (input.language ?? 'en');
  const owner = user ? { userId: user.id, email: null } : { userId: null, email: input.email! };
  const added = await actOnAlert(
    deps,
    { type: 'AddAlert', alertId, ...owner, histogramType: input.histogramType, query: storedQuery(input), url: input.url, frequency: input.frequency ?? DEFAULT_ALERT_FREQUENCY, language },
    ctx.command,
  );
  return replyTo(added, async () => {
    if (!user) return { alerts: [], alert: null, pending: true, ...said(alertMessages, 'AlertApproveSent') };
    const row = await getAlert(deps.db, alertId);
    return { alerts: await getAlerts(deps.db, user.id), alert: row ? toAlert(row, null) : null, pending: false, ...said(alertMessages, 'AlertAdded') };
  });
}

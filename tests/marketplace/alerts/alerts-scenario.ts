import type { TestApp } from '../../support/test-app';
import { eventually } from '../../tasks/close-job-later';
import { addAlertAs, landing, mailsOf, qaSearch, type AlertsAnswer } from './alerts-support';

// Alerts as their owners keep them: a seeker adds two, changes one's frequency and removes the
// other, and sets their mail preferences; a visitor subscribes by address and starts the alert from
// the mailed link; a person signs up in Hebrew. Every event of the alerts' read model.
export async function runAlertsScenario(t: TestApp): Promise<void> {
  const seeker = await t.signUp({ first_name: 'Alma', last_name: 'Alerts' });
  await t.signUp({ first_name: 'Hila', last_name: 'Ivrit', language: 'he' });
  const kept = await addAlertAs(t, seeker.token);
  const dropped = await addAlertAs(t, seeker.token, { queryParams: { queryString: 'Data', radius: 25 }, url: '/jobs/data-jobs-SRCH_Q0,4' });
  const keptId = kept.alerts[0]!._id;
  const droppedId = dropped.alerts.find((a) => a._id !== keptId)!._id;
  const ok = async (name: string, body: unknown, token: string) => {
    const res = await t.call<AlertsAnswer>(name, body, token);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await ok('setFrequency', { alertId: keptId, frequency: 'weekly' }, seeker.token);
  await ok('removeAlert', { alertId: droppedId }, seeker.token);
  await ok('setMailPreferences', { language: 'he', news: false }, seeker.token);

  const guest = (await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token;
  const email = 'alert.visitor@scenario.test';
  await ok('addAlert', qaSearch({ email }), guest);
  const [approve] = await eventually(async () => {
    const mails = await mailsOf(t, email, 'alert-approve');
    return mails.length ? mails : null;
  });
  const link = approve!.text_body.match(/(http:\/\/jobswipe\.test\/alerts\/approve\S+)/)![1]!;
  const landed = await landing(t, link);
  if (landed !== '/?approved') throw new Error(`the alert's link landed on ${landed}`);
}

import type { ProductSettings } from '../../../contracts/backoffice/settings/settings';
import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// An admin changes every setting, then some of them again: each of the settings' events, and a
// change over a setting changed before.
export async function runSettingsScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const saves = [
    { brandName: 'Career Up', publishTimes: ['09:00', '12:00', '16:30'], parts: [1, 2, 3, 4, 5], defaultJobLimit: 7, mailFrom: 'Career Up <hello@careerup.example>' },
    { brandName: 'Career Up Coaching', defaultJobLimit: 6 },
  ];
  for (const changes of saves) {
    const { revision } = (await t.call<ProductSettings>('getProductSettings', {}, admin.token)).body;
    const saved = await t.call('changeProductSettings', { revision, changes }, admin.token);
    if (saved.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(saved.body)}`);
  }
}

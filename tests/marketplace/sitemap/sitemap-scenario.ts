import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// An admin saves the sitemap's words, then changes them.
export async function runSitemapScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  for (const words of [['React Developer', 'qa'], ['qa', 'data analyst']]) {
    const saved = await t.call('saveSitemapWords', { words }, admin.token);
    if (saved.status !== 200) throw new Error(`sitemap words not saved: ${JSON.stringify(saved.body)}`);
  }
}

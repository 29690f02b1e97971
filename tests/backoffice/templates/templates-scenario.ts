import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { caller, newsletter, type Answered } from './templates-support';

// A newsletter created, edited, restored, tested, made ready and activated, then stopped; a product
// mail saved and reset to its file.
export async function runTemplatesScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const call = caller(t, admin.token);
  await call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['review@jobswipe.test'] });
  const { fromOptions } = await call<{ fromOptions: { email: string }[] }>('getHtmlTemplates', {});
  const created = await call<Answered>('createEmailTemplate', { ...newsletter('scenario-letter'), from: fromOptions[0]!.email });
  await call('saveHtmlTemplate', { template: 'scenario-letter', data: { subject: 'Week 1' }, baseVersion: created.template.version });
  await call('restoreHtmlTemplateVersion', { template: 'scenario-letter', version: 1 });
  await call('testHtmlTemplate', { template: 'scenario-letter', email: admin.email, version: 3 });
  await call('readyActivateHtmlTemplate', { template: 'scenario-letter' });
  await call('activateNewsletter', { template: 'scenario-letter' });
  await call('activateNewsletter', { template: 'scenario-letter', active: false });
  await call('saveHtmlTemplate', { template: 'match.en', data: { subject: 'A match: {{jobTitle}}' }, baseVersion: 0 });
  await call('resetHtmlTemplate', { template: 'match.en' });
}

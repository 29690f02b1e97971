import { changeTemplate, type TemplateChange } from '../../../command/backoffice/templates/template-commands';
import type { CommandDeps } from '../../../command/core/deps';
import { emptyTemplateFields, type TemplateFields } from '../../../contracts/backoffice/templates/template';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { DEMO_TEST_ADDRESS } from './demo-publications';

const letter = (fields: Partial<TemplateFields>): TemplateFields => ({ ...emptyTemplateFields, isTalentsNewsletter: true, ...fields });

// Two talent newsletters beside the product's own mails (those are their files, nothing to seed): a
// draft for the journey's first week, and the first month's tips, tested, made ready and active.
// The test and the ready mail go to the publish grid's demo test address (its seed set it).
export async function seedDemoTemplates(deps: CommandDeps, adminId: string): Promise<Position | null> {
  const from = /<([^>]+)>/.exec(deps.settingDefaults.mailFrom)?.[1] ?? deps.settingDefaults.mailFrom;
  const fromObj = { signatureName: 'The JobHunt team', replyTo: '' };
  const week = letter({
    subject: 'Your first week with {{product}}',
    preheader: 'What happens in the coming days',
    from,
    fromObj,
    daysSendAfter: 7,
    content: '<mj-text>\n  <h2>Hi {{firstName}},</h2>\n  <p>Your journey started a week ago. This week your coach reviews your CV and plans your first publications.</p>\n</mj-text>',
    templateElements: [{ type: 'button', link: 'https://jobswipe.example/journey', text: 'Open your journey', alt: '' }],
  });
  const month = letter({
    subject: 'A month in: five tips for your interviews',
    preheader: 'What our clients learned in their first interviews',
    from,
    fromObj,
    daysSendAfter: 30,
    content: '<mj-text>\n  <h2>Hi {{firstName}},</h2>\n  <p>You have been with {{product}} for a month. Here is what helps most before an interview:</p>\n  <ul><li>Read the job post twice</li><li>Prepare three stories</li><li>Ask about the team</li></ul>\n</mj-text>',
    templateElements: [{ type: 'divider', link: '', text: '', alt: '' }, { type: 'link', link: 'https://jobswipe.example/interviews', text: 'Read interview reviews', alt: '' }],
  });
  const steps: TemplateChange[] = [
    { type: 'Create', templateId: 'first-week', name: 'first-week', language: 'en', fields: week, isAdmin: true },
    { type: 'Create', templateId: 'first-month-tips', name: 'first-month-tips', language: 'en', fields: month, isAdmin: true },
    { type: 'Test', templateId: 'first-month-tips', kind: 'custom', version: 1, email: DEMO_TEST_ADDRESS, params: {}, isAdmin: true },
    { type: 'Ready', templateId: 'first-month-tips', recipients: 1, params: {}, isAdmin: true },
    { type: 'Activate', templateId: 'first-month-tips', active: true, isAdmin: true },
  ];
  let last: Position | null = null;
  for (const step of steps) {
    const done = await changeTemplate(deps, step, { actor: adminId, correlationId: 'seed' });
    if (isDomainError(done)) throw new Error(`a demo template step was refused: ${done.code}`);
    last = done.position ?? last;
  }
  return last;
}

import type { HtmlTemplate } from '../../../contracts/backoffice/templates/template';
import type { TestApp } from '../../support/test-app';

export type Answered = { template: HtmlTemplate; message: string; messageCode: string };
export type Refusal = { error: string; code: string; messageCode?: string; issues?: { path: string; message: string }[] };

// A staff member's calls that must succeed.
export const caller = (t: TestApp, token: string) => async <T = Answered>(name: string, body: unknown): Promise<T> => {
  const done = await t.call<T>(name, body, token);
  if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
};

export const newsletter = (name: string) => ({
  name,
  subject: 'Week one with {{product}}',
  from: '',
  fromObj: { signatureName: 'The team', replyTo: 'team@jobswipe.test' },
  content: '<mj-text><p>Hi {{firstName}}, welcome to your first week.</p></mj-text>',
  isTalentsNewsletter: true,
  daysSendAfter: 0,
  templateElements: [{ type: 'button', link: 'https://jobswipe.test/journey', text: 'Open your journey' }],
});

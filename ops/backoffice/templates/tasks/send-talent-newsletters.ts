import { DateTime } from 'luxon';
import { TALENT_NEWSLETTERS_TASK } from '../../../../contracts/backoffice/templates/ids';
import { activeTalentNewsletters, journeysStartedBetween } from '../../../../query/backoffice/templates/get-templates';
import { defineTask } from '../../../tasks/task-definition';
import { journeyListsOf } from '../../journey-settings/journey-lists';
import { replyHeaders, renderTemplateMail } from '../template-mail';
import { versionOf } from '../version-of';

// a journey that started up to this many days before its day still gets it (a day the task missed)
const CATCH_UP_DAYS = 2;

// Each active talent newsletter goes to the journeys that started daysSendAfter days ago, and to the
// journey settings' newsletter addresses, once per person and newsletter: every mail is keyed by
// both, so a run repeated (or made by two workers) sends nothing twice. Hourly.
export const sendTalentNewsletters = defineTask({
  name: TALENT_NEWSLETTERS_TASK,
  cron: '23 * * * *',
  async handle(deps) {
    const newsletters = await activeTalentNewsletters(deps.db);
    if (!newsletters.length) return;
    const today = DateTime.fromJSDate(deps.clock(), { zone: 'utc' }).startOf('day');
    const listed = (await journeyListsOf(deps)).newsLetterEmails;
    const site = { siteName: deps.siteName, publicUrl: deps.publicUrl, preferencesUrl: `${deps.publicUrl}/settings`, product: (await deps.settings()).brandName };
    for (const newsletter of newsletters) {
      const found = await versionOf(deps, newsletter.id, newsletter.version);
      if (!found) continue;
      const from = today.minus({ days: newsletter.daysSendAfter + CATCH_UP_DAYS }).toISODate()!;
      const to = today.minus({ days: newsletter.daysSendAfter }).toISODate()!;
      const people = [...(await journeysStartedBetween(deps.db, from, to)).map((p) => ({ key: p.userId, email: p.email, firstName: p.firstName })), ...listed.map((email) => ({ key: email, email, firstName: '' }))];
      const headers = replyHeaders(found.fields);
      for (const person of people) {
        const mail = await renderTemplateMail(found.template, found.fields, found.frame, { ...site, firstName: person.firstName, name: person.firstName, email: person.email }, `${newsletter.id}@${newsletter.version}/${found.frameVersion}`);
        await deps.mailer.send({ to: person.email, ...mail, template: newsletter.id, language: found.template.language, key: `talent-newsletter:${newsletter.id}:${person.key}`, ...(headers ? { headers } : {}) });
      }
    }
  },
});

import { journeyListsOf } from '../../journey-settings/journey-lists';
import { defineReaction } from '../../../tasks/reaction';
import { replyHeaders, renderTemplateMail, sampleParams } from '../template-mail';
import { versionOf } from '../version-of';

// A test mails the tested version to the address given; 'Ready To Activate' mails it to the journey
// settings' test addresses. Keyed per address, so a task run twice mails once.
export const mailTemplateTests = defineReaction({
  name: 'mail-template-tests',
  on: ['HtmlTemplateTestSent', 'HtmlTemplateReadySent'],
  async react(deps, event, ctx) {
    const { templateId, version, params } = event.data;
    const found = await versionOf(deps, templateId, version);
    if (!found) return;
    const to = event.type === 'HtmlTemplateTestSent' ? [event.data.email] : (await journeyListsOf(deps)).emailsToSendTest;
    const mail = await renderTemplateMail(found.template, found.fields, found.frame, { ...sampleParams(deps), ...params }, `${templateId}@${version}/${found.frameVersion}`);
    const headers = replyHeaders(found.fields);
    for (const address of to) {
      await deps.mailer.send({
        to: address,
        ...mail,
        subject: `[${event.type === 'HtmlTemplateTestSent' ? 'Test' : 'Ready'}] ${mail.subject}`,
        template: templateId,
        language: found.template.language,
        key: `${ctx.key}:${address}`,
        ...(headers ? { headers } : {}),
      });
    }
  },
});

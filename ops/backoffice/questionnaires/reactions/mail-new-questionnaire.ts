import { getNotifyList } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// A questionnaire sent from the public form is mailed to every staff address on the notify list.
export const mailNewQuestionnaire = defineReaction({
  name: 'mail-new-questionnaire',
  on: ['IntakeQuestionnaireSubmitted'],
  async react(deps, event, ctx) {
    if (event.data.via !== 'form') return;
    const emails = await getNotifyList(deps.db);
    if (!emails.length) return;
    const a = event.data.answers;
    const variables = { fullName: text(a.fullName), email: text(a.email), phone: text(a.phone), jobTitle: text(a.jobTitle), link: `${deps.publicUrl}/questionnaires` };
    for (const to of emails) await sendTemplatedMail(deps, { template: 'new-questionnaire', to: { email: to }, variables, key: `${ctx.key}:${to}` });
  },
});

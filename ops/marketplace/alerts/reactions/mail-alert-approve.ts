import { alertTitle, hebrewPlaceName, type MailLanguage } from '../../../../contracts/marketplace/alerts/alert';
import { approveAlertUrl } from '../../../mail/mail-links';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

// A visitor's alert mails nothing until the address's owner opens the link sent to it.
export const mailAlertApprove = defineReaction({
  name: 'mail-alert-approve',
  on: ['AlertAdded'],
  wanted: (event) => event.data.userId === null,
  async react(deps, event, ctx) {
    const { alertId, email, userId, query, histogramType, language } = event.data;
    // an alert removed since has no address left
    if (userId !== null || !email) return;
    const link = await approveAlertUrl(deps, alertId, deps.clock());
    const title = alertTitle({ alertQuery: query.queryString ?? '', alertLocationName: query.location?.text ?? null }, language === 'he' ? hebrewPlaceName : undefined) || histogramType;
    await sendTemplatedMail(deps, {
      template: 'alert-approve',
      to: { email, language: language === 'he' ? 'he' : ('en' as MailLanguage) },
      variables: { title, resumes: histogramType === 'resumes', address: email, link },
      key: `${ctx.key}:${email}`,
    });
  },
});

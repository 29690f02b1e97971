import { defineReaction } from '../../../tasks/reaction';
import { publishDataToMail, publishMail } from '../mails';

// A test, or a simulation, mails the publish data as it is now to the addresses it names.
export const mailPublishTest = defineReaction({
  name: 'mail-publish-test',
  on: ['PublishTestSent', 'PublishSimulated'],
  async react(deps, event, ctx) {
    const data = await publishDataToMail(deps, event.data.userId);
    if (!data) return;
    const mail = await publishMail(data, { test: event.type === 'PublishTestSent' });
    for (const to of event.data.to) await deps.mailer.send({ ...mail, to, key: `${ctx.key}:${to}` });
  },
});

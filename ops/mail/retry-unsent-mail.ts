import { defineTask } from '../tasks/task-definition';

// Mail the server could not take (down, refused, timed out) is tried again, with backoff, until
// it goes or its tries run out; every minute, on one worker.
export const retryUnsentMail = defineTask({
  name: 'retry-unsent-mail',
  cron: '* * * * *',
  async handle(deps) {
    await deps.mailer.retryUnsent();
  },
});

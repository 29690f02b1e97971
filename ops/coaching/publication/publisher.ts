import type { Mailer } from '../../../contracts/core/ports';
import { isExcluded, type PublishData } from '../../../contracts/coaching/publication/publication';
import { partMailKey } from '../../../query/coaching/publication/publisher-reads';
import { publishMail } from './mails';

// Mails sent at once while a part goes out: enough to keep an SMTP server busy, few enough for
// the outbox's inserts.
const CONCURRENCY = 16;

// One part to every recipient not on the client's exclude list. Each address is mailed under its
// own key, so a run repeated after a crash skips those the outbox holds already: nobody is lost,
// nobody mailed twice.
export async function sendPart(
  mailer: Mailer,
  part: { cycleId: string; part: number; data: PublishData; recipients: readonly string[]; excludeList: readonly string[] },
): Promise<{ excluded: number; attempted: number }> {
  const to = part.recipients.filter((email) => !isExcluded(email, part.excludeList));
  const mail = await publishMail(part.data);
  let next = 0;
  const worker = async () => {
    while (next < to.length) {
      const email = to[next++]!;
      await mailer.send({ ...mail, to: email, key: partMailKey(part.cycleId, part.part, email) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, to.length) }, worker));
  return { excluded: part.recipients.length - to.length, attempted: to.length };
}

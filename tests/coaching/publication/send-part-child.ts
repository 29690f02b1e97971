// A publisher's worker, alone in its process: it mails one part to the recruiter list and is killed
// (SIGKILL) in the middle by the crash test. Arguments: database URL, cycle id, part, user id.
import { openPostgres } from '../../../ops/db/database';
import { createMailer } from '../../../ops/mail/mailer';
import { sendPart } from '../../../ops/coaching/publication/publisher';
import { publishDataOf } from '../../../query/coaching/publication/get-publication';
import { recruiterAddresses } from '../../../query/coaching/recruiter-contacts/recruiter-contacts';

const [url, cycleId, part, userId] = process.argv.slice(2);
const engine = await openPostgres(url!, 4);
const mailer = createMailer(engine.db, { from: 'JobHunt <no-reply@jobhunt.test>', log: { error: () => undefined } });
const data = await publishDataOf(engine.db, userId!);
if (!data) throw new Error('no publish data');
const recipients = await recruiterAddresses(engine.db);
process.stdout.write('sending\n');
await sendPart(mailer, { cycleId: cycleId!, part: Number(part), data, recipients, excludeList: ['competitor.com'] });
process.stdout.write('done\n');
await engine.close();

import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { CallFailure } from '../../../../contracts/core/errors';
import { recruiterContactsMessages as m } from '../../../../contracts/coaching/recruiter-contacts/messages';
import { changeContacts } from '../../../../command/coaching/recruiter-contacts/contacts-commands';
import type { Contact } from '../../../../command/coaching/recruiter-contacts/recruiter-contacts';
import { recruiterContactCount } from '../../../../query/coaching/recruiter-contacts/recruiter-contacts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

const address = z.email();

// The rows of a CSV with a header naming an email column (name and company optional, any case).
function contactsOf(csv: string): { contacts: Contact[]; rejected: number } {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch {
    throw new CallFailure('ValidationFailed', m.CsvUnreadable);
  }
  if (!rows.length || !('email' in rows[0]!)) throw new CallFailure('ValidationFailed', m.CsvUnreadable);
  const contacts: Contact[] = [];
  let rejected = 0;
  for (const row of rows) {
    const email = (row.email ?? '').toLowerCase();
    if (!address.safeParse(email).success) {
      rejected++;
      continue;
    }
    contacts.push({ email, name: row.name || null, company: row.company || null });
  }
  return { contacts, rejected };
}

export async function importRecruiterContacts(deps: ApiDeps, input: CallIn<'importRecruiterContacts'>, ctx: CallContext): Answer<'importRecruiterContacts'> {
  const { contacts, rejected } = contactsOf(input.csv);
  const before = await recruiterContactCount(deps.db);
  const added = await changeContacts(deps, { type: 'AddContacts', source: 'csv', contacts }, ctx.command);
  return replyTo(added, async () => {
    const count = await recruiterContactCount(deps.db);
    return { imported: count - before, merged: new Set(contacts.map((c) => c.email)).size - (count - before), rejected, count };
  });
}

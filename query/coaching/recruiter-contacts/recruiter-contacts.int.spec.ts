import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterContactsProjection } from '../../../projections/coaching/recruiter-contacts/recruiter-contacts.projection';
import { sqlTargets, type OpenedEngine } from '../../../tests/support/test-databases';
import { getRecruiterContactsTable, recruiterAddresses, recruiterContactCount } from './recruiter-contacts';

const contacts = [
  { email: 'ben@globex.example', name: 'Ben Amar', company: 'Globex', added_at: '2026-10-02T08:00:00.000Z', last_position: '1' },
  { email: 'adi@acme.example', name: 'Adi Katz', company: 'Acme', added_at: '2026-10-03T08:00:00.000Z', last_position: '2' },
  { email: 'zoe@initech.example', name: null, company: null, added_at: '2026-10-01T08:00:00.000Z', last_position: '3' },
];

describe.each(sqlTargets)('the recruiter contact list on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  const db = () => opened.engine.db;
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    await recruiterContactsProjection.createTables(db());
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  // each test holds the list it reads (a test may run alone)
  const holding = async (rows: typeof contacts) => {
    await db().deleteFrom('recruiter_contact').execute();
    if (rows.length) await db().insertInto('recruiter_contact').values(rows).execute();
  };

  it.skipIf(skipReason)('is empty before anyone is added', async () => {
    await holding([]);
    expect(await recruiterContactCount(db())).toBe(0);
    expect(await recruiterAddresses(db())).toEqual([]);
    expect(await getRecruiterContactsTable(db(), {})).toMatchObject({ data: [], count: 0 });
  });

  it.skipIf(skipReason)('pages the contacts, newest first, with their times as ISO text, and searches them', async () => {
    await holding(contacts);
    const page = await getRecruiterContactsTable(db(), {});
    expect(page.count).toBe(3);
    expect(page.data).toEqual([
      { email: 'adi@acme.example', name: 'Adi Katz', company: 'Acme', addedAt: '2026-10-03T08:00:00.000Z' },
      { email: 'ben@globex.example', name: 'Ben Amar', company: 'Globex', addedAt: '2026-10-02T08:00:00.000Z' },
      { email: 'zoe@initech.example', name: null, company: null, addedAt: '2026-10-01T08:00:00.000Z' },
    ]);
    expect(page.cells.map((c) => c.key)).toEqual(['email', 'name', 'company', 'addedAt']);
    const searched = await getRecruiterContactsTable(db(), { search: 'globex' });
    expect(searched).toMatchObject({ count: 1, data: [{ email: 'ben@globex.example' }] });
  });

  it.skipIf(skipReason)('counts the list and gives every address in a stable order for the publisher', async () => {
    await holding(contacts);
    expect(await recruiterContactCount(db())).toBe(3);
    expect(await recruiterAddresses(db())).toEqual(['adi@acme.example', 'ben@globex.example', 'zoe@initech.example']);
  });
});

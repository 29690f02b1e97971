import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { publishingWorld } from '../publishing-world';

type Failure = { error: string; issues?: { path: string; message: string }[] };

describe('the recruiter contact list', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.stop();
  });
  it('adds, imports CSV with duplicates merged by email, removes, and pages as a data table', async () => {
    t = await startTestApp();
    const w = await publishingWorld(t);
    expect((await t.call<{ count: number }>('addRecruiterContact', { email: 'Rina@Acme.example', name: 'Rina' }, w.csm.token)).body.count).toBe(1);
    expect((await t.call<Failure>('addRecruiterContact', { email: 'not an email' }, w.csm.token)).body.issues).toContainEqual(expect.objectContaining({ path: 'email', message: 'Invalid email' }));
    const csv = 'Email,Name,Company\nrina@acme.example,Rina Levi,Acme\nhr@competitor.com,HR,Competitor\nhr@globex.example,,Globex\nhr@globex.example,Gabi,Globex\nbroken,,\n';
    const imported = await t.call<{ imported: number; merged: number; rejected: number; count: number }>('importRecruiterContacts', { csv }, w.csm.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({ imported: 2, merged: 1, rejected: 1, count: 3 });
    expect((await t.call<Failure>('importRecruiterContacts', { csv: 'name,company\nA,B\n' }, w.csm.token)).body.error).toBe('The file is not a CSV with an email column');
    const table = await t.call<{ data: { email: string; name: string | null }[]; count: number }>('getRecruiterContacts', { sort: { column: 'email', direction: 'asc' } }, w.csm.token);
    expect(table.body.count).toBe(3);
    expect(table.body.data.map((c) => [c.email, c.name])).toEqual([['hr@competitor.com', 'HR'], ['hr@globex.example', 'Gabi'], ['rina@acme.example', 'Rina Levi']]);
    await t.call('addRecruiterContact', { email: 'gone@x.example' }, w.csm.token);
    expect((await t.call<{ count: number }>('removeRecruiterContact', { email: 'gone@x.example' }, w.csm.token)).body.count).toBe(3);
    expect((await t.call('removeRecruiterContact', { email: 'gone@x.example' }, w.csm.token)).status).toBe(404);
    expect((await t.call('getRecruiterContacts', {}, w.client.token)).status).toBe(403);
  });
});

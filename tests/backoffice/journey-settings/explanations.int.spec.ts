import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Explanation, StepExplanation } from '../../../contracts/backoffice/journey-settings/explanations';
import { explanationsStreamId } from '../../../contracts/backoffice/journey-settings/ids';
import { startTestApp, type TestApp } from '../../support/test-app';
import { png, doc } from '../../uploads/fixtures';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';

// The explanations editor's calls over HTTP: who may make them, writing, reordering neighbours
// (stale and far orders refused), an image checked by its content, and the steps' texts that the
// journey answers its client.
let t: TestApp;
let admin: Person;
let jhAdmin: Person;
let client: Person;
let coach: Person;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signInAdmin(t);
  jhAdmin = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' });
  client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
type Listed = { explanations: Explanation[] } & Refusal;
const call = <T = Listed>(name: string, body: Record<string, unknown>, token = jhAdmin.token) => t.call<T & Refusal>(name, body, token);
const write = (newData: Record<string, unknown>, token = jhAdmin.token) => call('saveExplanation', { newData }, token);
const upload = async (bytes: Buffer, name: string, fields: Record<string, string>, token = jhAdmin.token) => {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${t.app.url}/api/uploadExplanationImage`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Listed };
};
const titles = (list: Explanation[]) => list.map((e) => `${e.order}:${e.title}`);

describe('the explanations of a step', () => {
  it('are written by the brand admins, read by staff and clients, refused to the others', async () => {
    expect((await write({ type: 'CV', title: 'x' }, coach.token)).status).toBe(403);
    expect((await write({ type: 'CV', title: 'x' }, client.token)).status).toBe(403);
    expect((await call('getExplanations', { type: 'CV' }, client.token)).status).toBe(200);
    expect((await call('getExplanations', { type: 'CV' }, coach.token)).status).toBe(200);
    const seeker = await t.signUp({ first_name: 'Sam' });
    expect((await call('getExplanations', { type: 'CV' }, seeker.token)).status).toBe(403);
    expect((await t.call('getExplanations', { type: 'CV' })).status).toBe(401);
  });

  it('go last when new, keep their place when rewritten, and say what to fix', async () => {
    const first = await write({ type: 'CV', title: '  Which CV  ', textBeforeImage: 'The one you send most.\nNot the oldest.' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await write({ type: 'CV', title: 'PDF or Word', textAfterImage: 'Either works.' });
    const third = await write({ type: 'CV', title: 'One page or two' });
    expect(titles(third.body.explanations)).toEqual(['0:Which CV', '1:PDF or Word', '2:One page or two']);
    expect(third.body.explanations[0]).toMatchObject({ type: 'CV', textBeforeImage: 'The one you send most.\nNot the oldest.', textAfterImage: '', imageUrl: null });

    const id = third.body.explanations[1]!._id;
    const rewritten = await write({ _id: id, type: 'CV', title: 'PDF, or Word' });
    expect(titles(rewritten.body.explanations)).toEqual(['0:Which CV', '1:PDF, or Word', '2:One page or two']);
    expect((await write({ _id: 'nobody', type: 'CV', title: 'x' })).status).toBe(404);

    const empty = await write({ type: 'CV', title: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.[0]).toMatchObject({ path: 'newData.title', message: 'Give the explanation a title' });
    expect((await write({ type: 'CV', title: 'x', textBeforeImage: 'y'.repeat(4001) })).body.issues?.[0]?.message).toBe('Keep each text to 4000 characters or fewer');
    expect((await write({ type: 'Nowhere', title: 'x' })).status).toBe(400);
    // each step keeps its own
    expect((await call('getExplanations', { type: 'TitleDetails' })).body.explanations).toEqual([]);
  });

  it('swap two neighbours; a stale order or two far apart are refused with 409 and a code', async () => {
    const before = (await call('getExplanations', { type: 'CV' })).body.explanations;
    const [a, b, c] = before as [Explanation, Explanation, Explanation];
    const swapped = await call('switchExplanationOrder', { type: 'CV', exp1: { id: b._id, order: b.order }, exp2: { id: c._id, order: c.order } });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(titles(swapped.body.explanations)).toEqual(['0:Which CV', '1:One page or two', '2:PDF, or Word']);

    const stale = await call('switchExplanationOrder', { type: 'CV', exp1: { id: b._id, order: b.order }, exp2: { id: c._id, order: c.order } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('ExplanationOrderStale');
    const far = await call('switchExplanationOrder', { type: 'CV', exp1: { id: a._id, order: 0 }, exp2: { id: b._id, order: 2 } });
    expect(far.status).toBe(409);
    expect(far.body.code).toBe('ExplanationsNotNeighbours');
    const stream = await t.app.store.readStream(explanationsStreamId('CV'));
    expect(stream.filter((e) => e.type === 'ExplanationsSwapped')).toHaveLength(1);
  });

  it('take an image checked by its content, replacing the one before; the answer links it', async () => {
    const [first] = (await call('getExplanations', { type: 'CV' })).body.explanations as [Explanation];
    const notImage = await upload(doc, 'picture.png', { type: 'CV', id: first._id });
    // judged by its content, not its name
    expect(notImage.status).toBe(415);
    expect((await upload(png, 'a.png', { type: 'CV', id: 'nobody' })).status).toBe(404);
    expect((await upload(png, 'a.png', { type: 'CV', id: first._id }, coach.token)).status).toBe(403);

    const set = await upload(png, 'a.png', { type: 'CV', id: first._id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const url = set.body.explanations[0]!.imageUrl!;
    const image = await fetch(new URL(url, t.app.url));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    const again = await upload(png, 'b.png', { type: 'CV', id: first._id });
    expect(again.body.explanations[0]!.imageUrl).not.toBe(url);
    // the image stays through a rewrite
    const rewritten = await write({ _id: first._id, type: 'CV', title: 'Which CV to upload' });
    expect(rewritten.body.explanations[0]!.imageUrl).not.toBeNull();
  });
});

describe("the steps' texts", () => {
  type Texts = { explenations: StepExplanation[] };
  type JourneyData = { explenations: { step: string; message: string }[] | null };

  it('are their defaults at first, rewritten by a brand admin, and answered to the client with their journey', async () => {
    const read = await call<Texts>('getPersonalJourneysExplenations', {});
    expect(read.body.explenations.map((e) => e.name)).toEqual(['TitleDetails', 'CoverLetter', 'CV', 'ExcludeDetails', 'TestEmail', 'Publish']);
    expect(read.body.explenations[2]).toEqual({ name: 'CV', value: 'Add or upload the CV the publication links to.', default: 'Add or upload the CV the publication links to.', changedBy: null, changedAt: null });
    expect((await call('getPersonalJourneysExplenations', {}, coach.token)).status).toBe(403);

    const saved = await call<Texts>('updatePersonalJourneysExplenations', { name: 'CV', value: ' Upload the CV you send most. ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.explenations[2]).toMatchObject({ value: 'Upload the CV you send most.', changedBy: { id: jhAdmin.userId, name: 'Jo Brand' } });
    expect((await call('updatePersonalJourneysExplenations', { name: 'CV', value: '  ' })).body.issues?.[0]?.message).toBe('Write what this step is for');
    expect((await call('updatePersonalJourneysExplenations', { name: 'Elsewhere', value: 'x' })).status).toBe(400);

    const journey = await t.call<JourneyData>('getPersonalJourneyData', { getExplanations: true }, client.token);
    expect(journey.status, JSON.stringify(journey.body)).toBe(200);
    expect(journey.body.explenations?.find((e) => e.step === 'CV')?.message).toBe('Upload the CV you send most.');
    expect(journey.body.explenations?.find((e) => e.step === 'TitleDetails')?.message).toBe('Confirm your professional title and details: recruiters see them first.');
  });
});

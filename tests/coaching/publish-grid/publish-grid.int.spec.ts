import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishesData } from '../../../contracts/coaching/publish-grid/calls';
import type { PublishGridChangedMessage } from '../../../contracts/coaching/publish-grid/live';
import { nextMessage } from '../../support/next-message';
import { startTestApp, type TestApp } from '../../support/test-app';
import { giveFlags, publishingWorld, readyToTest, type Person, type World } from '../publishing-world';

// The app's clock runs a day and an hour behind: a cell placed at any time of the grid is due at
// once for the task queue, which keeps real time.
const behind = () => new Date(Date.now() - 25 * 3600_000);

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp({ clock: behind });
  w = await publishingWorld(t);
  // the list the parts go to: one of its addresses on the exclude list of the first client below
  const imported = await t.call('importRecruiterContacts', { csv: 'email,name\nrina@acme.example,Rina\nhr@competitor.com,HR\nhr@globex.example,Gabi\n' }, w.csm.token);
  if (imported.status !== 200) throw new Error(JSON.stringify(imported.body));
});
afterAll(async () => {
  await t?.stop();
});

type Failure = { error: string; issues?: { path: string; message: string }[] };
const grid = async () => (await t.call<PublishesData>('getPublishesData', {}, w.csm.token)).body;
const cellOf = async (cellId: string) => (await grid()).publishList.find((c) => c._id === cellId);
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  for (const deadline = Date.now() + ms; ; ) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function approvedClient(first: string, excludeList?: string[]): Promise<Person> {
  const client = await t.signUp({ first_name: first, last_name: 'Publish' });
  await giveFlags(t, w.admin, client, { isJHUser: true, isActiveJHUser: true });
  await readyToTest(t, w, client);
  await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
  const started = await t.call('startPersonalJourneyPublish', { userId: client.userId, beginPublish: 'As soon as posible', ...(excludeList ? { excludeList } : {}) }, w.csm.token);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  return client;
}

describe('the publish grid, live', () => {
  it('tells every watching staff member of an approval, a cell placed and a part sent; the publisher mails the list minus the exclude list', async () => {
    const watcher = await t.socket(w.admin.token);
    const clientSocket = await t.socket(w.client.token);
    let clientHeard = 0;
    clientSocket.on('publishGrid.changed', () => clientHeard++);
    const approval = nextMessage<PublishGridChangedMessage>(watcher, 'publishGrid.changed', (m) => m.what === 'approved', 10_000);
    const client = await approvedClient('Yael', ['competitor.com']);
    expect((await approval).userId).toBe(client.userId);

    const before = await grid();
    expect(before.users.find((u) => u.userId === client.userId)).toMatchObject({ partsAvailable: [1, 2, 3, 4], onList: false, status: 'approved' });
    expect(before.consts).toEqual({ publishTimes: expect.arrayContaining(['09:00']), parts: [1, 2, 3, 4] });

    const placedHeard = nextMessage<PublishGridChangedMessage>(watcher, 'publishGrid.changed', (m) => m.what === 'cell' && m.userId === client.userId, 10_000);
    const sentHeard = nextMessage<PublishGridChangedMessage>(watcher, 'publishGrid.changed', (m) => m.what === 'partSent' && m.userId === client.userId, 20_000);
    const placed = await t.call<PublishesData>('changePublishList', { part: 1, publishTime: '09:00', userData: { userId: client.userId } }, w.csm.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const cell = placed.body.publishList.find((c) => c.userId === client.userId)!;
    expect(cell).toMatchObject({ part: 1, publishTime: '09:00', name: 'Yael Publish' });
    await placedHeard;
    await sentHeard;
    expect(await cellOf(cell._id)).toMatchObject({ status: 'published', emailsSent: 2, emailsExcluded: 1, emailsFailed: 0, publishError: null });
    for (const address of ['rina@acme.example', 'hr@globex.example']) expect(await t.mailsTo(address)).toHaveLength(1);
    expect(await t.engine.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'hr@competitor.com').execute()).toEqual([]);
    const { body } = await t.call<{ cycles: { parts: { part: number; sentCount: number; date: string | null }[] }[] }>('getJourneyPublishing', { userId: client.userId }, w.csm.token);
    expect(body.cycles[0]!.parts[0]).toMatchObject({ part: 1, sentCount: 2 });
    expect((await grid()).users.find((u) => u.userId === client.userId)!.partsAvailable).toEqual([2, 3, 4]);
    expect(clientHeard).toBe(0);

    // a part sent is not placed again; a part on the list is not placed twice
    expect((await t.call<Failure>('changePublishList', { part: 1, publishTime: '10:00', userData: { userId: client.userId } }, w.csm.token)).body.error).toBe('This part was sent already');
    // the history is a read model of its own: the part reaches it on its lane, after the grid's message
    const historyTypes = async () => (await t.call<{ list: { type: string }[] }>('getPersonalJourneyHistory', { objectId: client.userId }, w.csm.token)).body.list.map((e) => e.type);
    await expect.poll(historyTypes, { timeout: 10_000 }).toEqual(expect.arrayContaining(['PartSent', 'CycleOpened', 'PublishApproved', 'PublishTestSent', 'CoverLetterSaved', 'ResumeAdded']));
  });

  it('holds cells while publishing is off, sends them when it is turned on, moves and deletes cells, and shows a paused client as a problem', async () => {
    const off = await t.call<PublishesData>('jhPublishUpdateGlobals', { flag: false }, w.csm.token);
    expect(off.body.globals).toMatchObject({ publishOn: false, publishGlobalsCreated: true });
    const client = await approvedClient('Shira');
    const placed = await t.call<PublishesData>('changePublishList', { part: 2, publishTime: '11:00', userData: { userId: client.userId } }, w.csm.token);
    const cell = placed.body.publishList.find((c) => c.userId === client.userId)!;
    expect((await t.call<Failure>('changePublishList', { part: 2, publishTime: '12:00', userData: { userId: client.userId } }, w.csm.token)).body.error).toBe('This part is on the list already');
    expect((await t.call<Failure>('changePublishList', { part: 2, publishTime: '07:00', userData: { userId: client.userId } }, w.csm.token)).body.issues).toContainEqual(expect.objectContaining({ message: 'Choose one of the publish times' }));
    // moved to another time: the old cell goes, a new one takes the part
    const moved = await t.call<PublishesData>('changePublishList', { part: 2, publishTime: '12:00', userData: { userId: client.userId, cellId: cell._id } }, w.csm.token);
    const mine = moved.body.publishList.filter((c) => c.userId === client.userId);
    expect(mine).toMatchObject([{ part: 2, publishTime: '12:00', status: 'READY' }]);
    await t.call('pausePublish', { userId: client.userId }, w.csm.token);
    expect((await cellOf(mine[0]!._id))!.status).toBe('problem');
    await t.call('approvePublish', { userId: client.userId }, w.csm.token);
    expect((await cellOf(mine[0]!._id))!.status).toBe('READY');
    // nothing went out meanwhile
    expect((await cellOf(mine[0]!._id))!.emailsSent).toBe(0);
    await t.call('jhPublishUpdateGlobals', { publishOn: true }, w.csm.token);
    const sent = await eventually(() => cellOf(mine[0]!._id), (c) => c?.status === 'published');
    expect(sent).toMatchObject({ status: 'published', emailsSent: 3 });

    const third = await t.call<PublishesData>('jhPublishUpdateGlobals', { flag: false, sendNewslettersOn: true }, w.csm.token);
    expect(third.body.globals).toMatchObject({ publishOn: false, sendNewslettersOn: true });
    const placed3 = await t.call<PublishesData>('changePublishList', { part: 3, publishTime: '13:00', userData: { userId: client.userId } }, w.csm.token);
    const cell3 = placed3.body.publishList.find((c) => c.userId === client.userId && c.part === 3)!;
    const deleted = await t.call<PublishesData>('deletePublishCell', { cellId: cell3._id }, w.csm.token);
    expect(deleted.body.publishList.find((c) => c._id === cell3._id)).toBeUndefined();
    expect((await t.call('deletePublishCell', { cellId: cell3._id }, w.csm.token)).status).toBe(404);
  });

  it('inlays every approved client with auto put on, skips the others', async () => {
    const auto = await approvedClient('Auto');
    const manual = await approvedClient('Manual');
    await t.call('changeAutoPutOnPublishList', { userId: manual.userId, autoPutOnPublishList: false }, w.csm.token);
    const inlaid = await t.call<PublishesData>('inlayPublishList', {}, w.csm.token);
    expect(inlaid.status).toBe(200);
    expect(inlaid.body.publishList.filter((c) => c.userId === auto.userId)).toMatchObject([{ part: 1 }]);
    expect(inlaid.body.publishList.filter((c) => c.userId === manual.userId)).toEqual([]);
    expect(inlaid.body.usersOnList).toContain(auto.userId);
  });

  it('refuses the grid to clients and seekers', async () => {
    for (const call of ['getPublishesData', 'inlayPublishList', 'jhPublishUpdateGlobals', 'getPersonalJourneyHistory'])
      for (const who of [w.client, w.seeker]) expect((await t.call(call, { objectId: w.client.userId }, who.token)).status, call).toBe(403);
  });
});

describe('a part whose mail fails', () => {
  let f: TestApp;
  afterAll(async () => {
    await f?.stop();
  });
  it('is publishfailed with the error and the failed count', async () => {
    // a mail server that refuses every connection
    f = await startTestApp({ clock: behind }, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const world = await publishingWorld(f);
    await f.call('addRecruiterContact', { email: 'hr@fail.example' }, world.csm.token);
    await readyToTest(f, world, world.client);
    await f.call('sendPersonalJourneyTest', { userId: world.client.userId }, world.csm.token);
    await f.call('approvePublish', { userId: world.client.userId }, world.csm.token);
    const placed = await f.call<PublishesData>('changePublishList', { part: 1, publishTime: '08:00', userData: { userId: world.client.userId } }, world.csm.token);
    const cellId = placed.body.publishList[0]!._id;
    const read = async () => (await f.call<PublishesData>('getPublishesData', {}, world.csm.token)).body.publishList.find((c) => c._id === cellId);
    const failed = await eventually(read, (c) => c?.status === 'publishfailed');
    expect(failed).toMatchObject({ status: 'publishfailed', emailsFailed: 1, emailsSent: 0, publishError: expect.stringContaining('ECONNREFUSED') });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../contracts/calls';
import { features } from '../../contracts/registry';
import type { CallDefinition } from '../../contracts/core/call';
import type { TestApp } from '../support/test-app';
import { rowOf } from './access-matrix';
import { startHardeningApp } from './support/hardening-app';
import { mayCall, type Caller, type Callers } from './support/roles';
import { rolesOf } from '../../contracts/core/access';
import { bearerOf } from '../../contracts/core/access-matrix';
import { subjectOf } from '../../ops/server/subject';
import { pdf } from '../uploads/fixtures';

// Acting for someone, once for every call that declares it: a client who names another person is
// refused and nothing is appended; staff naming an id that is nobody's get 404 UserNotFound, and on a
// call about a journey client staff naming a plain seeker get 409 SubjectNotAJourneyClient, nothing
// appended either way; staff naming the right kind of person are answered, and every event the call
// appends names the staff member as actor and the person as onBehalfOf.

let t: TestApp;
let callers: Callers;
// whom staff act for on calls about a journey client: a seeker an admin made one
let client: Caller;
beforeAll(async () => {
  ({ t, callers } = await startHardeningApp());
  const person = await t.signUp({ lookingforwork: true });
  const made = await t.call('setAdminUserData', { userId: person.userId, data: { isJHUser: true, isActiveJHUser: true } }, callers.admin.token);
  if (made.status !== 200) throw new Error(`the client was not made: ${JSON.stringify(made.body)}`);
  client = { role: 'journeyClient', ...person };
});
afterAll(async () => {
  await t?.stop();
});

const definitions = Object.entries(calls as Record<string, CallDefinition>);

// A multipart call is sent a form: the body's fields as text and a small PDF in each file field.
async function ask(name: string, body: Record<string, unknown>, token: string | undefined): Promise<{ status: number; body: Record<string, unknown> }> {
  const definition = (calls as Record<string, CallDefinition>)[name];
  if (!definition?.multipart) return t.call(name, body, token);
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  for (const field of Object.keys(definition.upload?.files ?? {})) form.append(field, new Blob([Uint8Array.from(pdf)]), 'file.pdf');
  const res = await fetch(`${t.app.url}/api/${name}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const actsFor = definitions.filter(([, definition]) => definition.actsFor);

// The top-level fields of a call's input (through defaults and other wrappers).
function fieldsOf(schema: z.ZodType): string[] {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const inner = (current.def as { innerType?: z.ZodType; in?: z.ZodType }).innerType ?? (current.def as { in?: z.ZodType }).in;
    if (!inner) return [];
    current = inner;
  }
  return [];
}

describe('acting for someone', () => {
  it('is declared by every call whose input names a userId, and by no other', () => {
    const undeclared = definitions.filter(([, d]) => fieldsOf(d.input).includes('userId') && !d.actsFor).map(([name]) => name);
    expect(undeclared, 'declare actsFor: userId on these calls').toEqual([]);
    const noField = actsFor.filter(([, d]) => !fieldsOf(d.input).includes('userId')).map(([name]) => name);
    expect(noField, 'these calls act for someone but their input has no userId').toEqual([]);
    expect(actsFor.length).toBeGreaterThan(0);
  });

  it('declares the kind of person of every call in the coaching area as a journey client', () => {
    const coaching = new Set(features.filter((f) => f.name.startsWith('coaching/')).flatMap((f) => Object.keys(f.calls)));
    const otherKind = actsFor.filter(([name, d]) => coaching.has(name) && d.actsFor?.subject !== 'journeyClient').map(([name]) => name);
    expect(otherKind).toEqual([]);
  });

  it('resolves whom a call is about: the caller, or the person staff name', () => {
    const seeker = rolesOf(bearerOf.seeker);
    const staff = rolesOf(bearerOf.admin);
    expect(subjectOf({}, 'me', seeker)).toEqual({ subject: 'me' });
    expect(subjectOf({ userId: 'me' }, 'me', seeker)).toEqual({ subject: 'me' });
    expect(subjectOf({ userId: 'you' }, 'me', seeker)).toEqual({ refused: true });
    expect(subjectOf({ userId: 'you' }, null, rolesOf(null))).toEqual({ refused: true });
    expect(subjectOf({ userId: 'you' }, 'me', staff)).toEqual({ subject: 'you' });
    expect(subjectOf({ userId: '' }, 'me', staff)).toEqual({ subject: 'me' });
  });

  it.each(actsFor.map(([name]) => [name]))('%s: refuses a client naming another person and staff naming nobody or a person of another kind; records staff acting for them', async (name) => {
    const row = rowOf(name);
    expect(row?.actsFor ?? row?.body, `${name} needs a body in its access-matrix row that staff are answered 200 for`).toBeDefined();
    const definition = (calls as Record<string, CallDefinition>)[name]!;
    const aboutClient = definition.actsFor?.subject === 'journeyClient';
    const them = aboutClient ? client : callers.outsider;
    const ids = { ownJobId: callers.recruiterJobId, otherJobId: callers.otherRecruiterJobId, self: '', someoneElse: them.userId! };
    // what the person named must have been through first, for the call's rules to let it through
    const answers: Record<string, unknown>[] = [];
    for (const step of row?.actsFor?.prepare ?? []) {
      const prepared = await ask(step.call, step.body(ids, answers), (step.as === 'admin' ? callers.admin : them).token);
      expect(prepared.status, `${name}, prepared by ${step.call}: ${JSON.stringify(prepared.body)}`).toBe(200);
      answers.push(prepared.body);
    }
    const body = row!.actsFor ? row!.actsFor.body(ids, answers) : row!.body!(ids);
    expect(body.userId).toBe(them.userId);

    const before = await t.app.store.headPosition();
    for (const client of [callers.seeker, callers.proSeeker, callers.recruiter]) {
      const refused = await ask(name, body, client.token);
      expect(refused.status, `${name} as ${client.role}: ${JSON.stringify(refused.body)}`).toBe(403);
      // a client the call is open to is refused for naming someone else, not for the call
      if (mayCall(definition.access, client.role)) expect(refused.body.code).toBe('ActsForOthers');
    }
    expect(await t.app.store.headPosition()).toBe(before);

    // the same body naming nobody, and (on a call about a journey client) a seeker who is no client
    const nobody = await ask(name, { ...body, userId: `nobody-${randomUUID()}` }, callers.admin.token);
    expect(nobody.status, `${name} for nobody: ${JSON.stringify(nobody.body)}`).toBe(404);
    expect(nobody.body.code).toBe('UserNotFound');
    if (aboutClient) {
      const seeker = await ask(name, { ...body, userId: callers.seeker.userId }, callers.admin.token);
      expect(seeker.status, `${name} for a plain seeker: ${JSON.stringify(seeker.body)}`).toBe(409);
      expect(seeker.body.code).toBe('SubjectNotAJourneyClient');
    }
    expect(await t.app.store.headPosition()).toBe(before);

    const accepted = await ask(name, body, callers.admin.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const appended = await t.app.store.readAll({ after: before, maxCount: 100 });
    if (definition.kind === 'command') expect(appended.length).toBeGreaterThan(0);
    else expect(appended).toEqual([]);
    for (const event of appended) expect(event.metadata, `${event.type} of ${name}`).toMatchObject({ actor: callers.admin.userId, onBehalfOf: them.userId });
  });
});

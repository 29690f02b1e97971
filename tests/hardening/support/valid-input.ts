import fc from 'fast-check';
import type { z } from 'zod';
import type { CallDefinition } from '../../../contracts/core/call';
import { STATUSES_ACTED_ON } from '../../../contracts/coaching/journey/lists';
import { findUnsafeInput } from '../../../contracts/core/safe-strings';
import { uploadKinds, type UploadKind } from '../../../contracts/core/uploads';
import { jpeg, pdf, png } from '../../uploads/fixtures';
import { multipartOf, type BadRequest } from './bad-input';

// Bodies a call's contract accepts, generated from its zod input (so a call added tomorrow is
// exercised with no list to keep). Where the schema cannot say what is valid (a refinement, a
// transform), the values are drawn and the contract filters them; `acceptedBodies` says how many
// survived, so a call that gets none is seen, not passed.

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; [key: string]: unknown };
type Schema = { _zod: { def: Def } };

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;
const checksOf = (def: Def): Check[] => ((def.checks as Schema[] | undefined) ?? []).map((c) => defOf(c) as unknown as Check);

// Field names whose values are better drawn from what exists (ids of the callers, their jobs):
// a valid body that names nobody is answered 404 at once and reaches nothing further.
export type Known = Partial<Record<string, readonly string[]>>;

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,29}$/).map((s) => s.trim() || 'a');

// what a field's name says it holds, where the schema checks it by a refinement it cannot show
const byName: [RegExp, fc.Arbitrary<string>][] = [
  [/e?mail/i, fc.stringMatching(/^[a-z]{1,12}\.[a-z]{1,8}$/).map((s) => `${s}@example.com`)],
  [/phone/i, fc.stringMatching(/^0[0-9]{8,9}$/)],
  // a push service's address (a browser's PushSubscription)
  [/endpoint/i, fc.constantFrom('https://fcm.googleapis.com/fcm/send/d1e2f3', 'https://updates.push.services.mozilla.com/wpush/v2/abc')],
];

// lists whose contract asks for some values to be on them, by the field's name: the journey's
// statuses keep those the service acts on (any other list named so takes them as plain words)
const listsByName: [RegExp, readonly string[]][] = [[/^statuses$/, STATUSES_ACTED_ON]];

function stringOf(def: Def, known: readonly string[] | undefined, key: string | undefined): fc.Arbitrary<string> {
  const checks = [...checksOf(def), ...(def.format ? [def as unknown as Check] : [])];
  let min = 0;
  let max = 30;
  let base: fc.Arbitrary<string> | null = null;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
    if (check.check === 'string_format') {
      const format = check.format as string;
      if (format === 'email') base = fc.stringMatching(/^[a-z]{1,12}\.[a-z]{1,8}$/).map((s) => `${s}@example.com`);
      else if (format === 'url') base = fc.constantFrom('https://example.com/', 'https://www.example.org/jobs/1', 'http://example.net/a?b=c');
      // days and moments in the years people mean (contracts/core/dates.ts), sometimes at an edge
      else if (format === 'date' || format === 'datetime') {
        const moment = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
        base = format === 'date' ? moment.map((iso) => iso.slice(0, 10)) : moment;
      }
      else if (check.pattern instanceof RegExp) base = fc.stringMatching(check.pattern);
    }
  }
  if (max < min) max = min;
  // a pattern's draws are short: stretched to the bounds (the contract still has the last word)
  if (base && min > 0) {
    const [lo, hi] = [min, Math.max(min, Math.min(max, min + 10))];
    base = (base as fc.Arbitrary<string>).map((s) => (s.length >= lo ? s.slice(0, hi) : s.padStart(lo, s.charAt(0) || 'a')));
  }
  const named = key ? byName.find(([pattern]) => pattern.test(key))?.[1] : undefined;
  if (!base && named) base = named;
  const drawn = base ?? (min > 30 ? fc.string({ unit: fc.constantFrom(...'abcdefghij '), minLength: min, maxLength: Math.max(min, Math.min(max, min + 20)) }) : word.map((s) => s.padEnd(min, 'x').slice(0, max)));
  return known?.length ? fc.oneof(fc.constantFrom(...known), drawn) : drawn;
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1_000;
  let max = 1_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = /int/.test(check.format as string);
    if (check.check === 'greater_than') min = (check.value as number) + (check.inclusive ? 0 : integer ? 1 : 1e-6);
    if (check.check === 'less_than') max = (check.value as number) - (check.inclusive ? 0 : integer ? 1 : 1e-6);
  }
  // a wide bound is kept, but values near everyday sizes are likelier to be meaningful
  if (min > -1_000 && max > min + 1_000) max = min + 1_000;
  if (max < 1_000 && min < max - 1_000) min = max - 1_000;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayOf(def: Def, known: Known, depth: number, key: string | undefined): fc.Arbitrary<unknown[]> {
  let min = 0;
  let max = 3;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = Math.min(check.maximum as number, Math.max(min, 3));
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  const drawn = fc.array(arbitraryOf(def.element, known, depth + 1, key), { minLength: min, maxLength: Math.max(min, max) });
  const kept = key ? listsByName.find(([pattern]) => pattern.test(key))?.[1] : undefined;
  return kept ? drawn.map((values) => [...kept, ...values]) : drawn;
}

function objectOf(def: Def, known: Known, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, unknown>;
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, child] of Object.entries(shape)) {
    record[key] = arbitraryOf(child, known, depth + 1, key);
    const type = defOf(child).type;
    if (type !== 'optional' && type !== 'default' && type !== 'prefault') required.push(key);
  }
  return fc.record(record, { requiredKeys: required });
}

// Any value the schema accepts, or a likely one where it cannot say (the contract has the last word).
export function arbitraryOf(schema: unknown, known: Known = {}, depth = 0, key?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringOf(def, key ? known[key] : undefined, key);
    case 'number':
      // amounts are often held to cents: some draws are
      return fc.oneof(numberOf(def), numberOf(def).map((n) => Math.round(n * 100) / 100));
    case 'int':
      return numberOf(def).map(Math.round);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    case 'any':
    case 'unknown':
      return fc.oneof(word, fc.integer(), fc.boolean());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'object':
      return objectOf(def, known, depth);
    case 'array':
      return arrayOf(def, known, depth, key);
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => arbitraryOf(item, known, depth + 1)));
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType, known, depth + 1) as fc.Arbitrary<string>, arbitraryOf(def.valueType, known, depth + 1), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryOf(option, known, depth + 1, key)));
    case 'intersection':
      return fc.tuple(arbitraryOf(def.left, known, depth + 1), arbitraryOf(def.right, known, depth + 1)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'optional':
    case 'exact_optional':
      return fc.option(arbitraryOf(def.innerType, known, depth + 1, key), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, known, depth + 1, key), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType, known, depth + 1, key), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryOf(def.innerType, known, depth + 1, key);
    case 'pipe':
      return arbitraryOf(def.in, known, depth + 1, key);
    case 'lazy':
      return arbitraryOf((def.getter as () => unknown)(), known, depth + 1, key);
    default:
      // a custom check or a transform alone: draw plain values and let the contract decide
      return fc.oneof(word, fc.integer({ min: 0, max: 100 }), fc.boolean());
  }
}

// Up to `count` distinct bodies the contract accepts and the router's safe-text rule lets through.
export function acceptedBodies(input: z.ZodType, count: number, options: { seed: number; known?: Known; tries?: number }): unknown[] {
  const drawn = fc.sample(arbitraryOf(input, options.known ?? {}), { seed: options.seed, numRuns: options.tries ?? count * 25 });
  const seen = new Set<string>();
  const accepted: unknown[] = [];
  for (const body of drawn) {
    const text = JSON.stringify(body ?? {});
    if (seen.has(text)) continue;
    seen.add(text);
    const parsed = JSON.parse(text) as unknown;
    if (findUnsafeInput(parsed).length || !input.safeParse(parsed).success) continue;
    accepted.push(parsed);
    if (accepted.length >= count) break;
  }
  return accepted;
}

// A small real file of each kind an upload accepts (magic bytes are what the router checks).
const sampleFiles: Partial<Record<UploadKind, { name: string; bytes: Uint8Array }>> = {
  pdf: { name: 'cv.pdf', bytes: pdf },
  png: { name: 'face.png', bytes: png },
  jpeg: { name: 'face.jpg', bytes: jpeg },
};

// Uploads the call's rule and contract accept: a real file in each file field, and text fields
// generated from the rest of the input schema, sent as the strings a form sends.
export function acceptedMultipart(definition: CallDefinition, count: number, options: { seed: number; known?: Known }): BadRequest[] {
  const fileFields = Object.entries(definition.upload?.files ?? {});
  const shape = (defOf(definition.input).shape ?? {}) as Record<string, unknown>;
  const textShape = Object.fromEntries(Object.entries(shape).filter(([key]) => !fileFields.some(([field]) => field === key)));
  const texts = fc.sample(objectOf({ type: 'object', shape: textShape }, options.known ?? {}, 0), { seed: options.seed, numRuns: count });
  return texts.map((fields, i) => {
    const strings = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, typeof v === 'string' ? v : JSON.stringify(v)]])));
    const files = fileFields.map(([field, rule]) => {
      const kind = rule.accept.find((k) => sampleFiles[k])!;
      const file = sampleFiles[kind]!;
      return { field, name: file.name, type: uploadKinds[kind].mime, bytes: file.bytes };
    });
    return multipartOf(`an accepted upload #${i + 1}`, strings, files);
  });
}

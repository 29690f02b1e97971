import fc from 'fast-check';
import { z } from 'zod';
import type { CallDefinition } from '../../../contracts/core/call';
import { findUnsafeInput } from '../../../contracts/core/safe-strings';
import { bodyLimitOf } from '../../../ops/server/call-router';

// A request the contract must refuse: what is sent, and how it is described in a failure.
export type BadRequest = { label: string; contentType: string | null; body: string | FormData; headers?: Record<string, string> };

// The top-level fields and one level below, read from the input's JSON schema (so every call is
// covered the day it is added, with no list to keep).
export function fieldPaths(definition: CallDefinition): string[][] {
  const schema = z.toJSONSchema(definition.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const paths: string[][] = [];
  for (const [name, child] of Object.entries(propertiesOf(schema))) {
    paths.push([name]);
    for (const inner of Object.keys(propertiesOf(child))) paths.push([name, inner]);
  }
  return paths;
}

type JsonSchema = { properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; allOf?: JsonSchema[] };
const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> => ({
  ...Object.assign({}, ...(schema.anyOf ?? []).map(propertiesOf), ...(schema.allOf ?? []).map(propertiesOf)),
  ...(schema.properties ?? {}),
});

const setPath = (target: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (head === undefined) return target;
  const inner = typeof target[head] === 'object' && target[head] !== null && !Array.isArray(target[head]) ? (target[head] as Record<string, unknown>) : {};
  return { ...target, [head]: rest.length ? setPath(inner, rest, value) : value };
};

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 });

// Values that are wrong somewhere: wrong types, extremes, odd text.
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e11, -1, 0, 0.5),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  controlText,
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e\u200b', '🧑‍💻'.repeat(50), ' '.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(nested(40)),
);

// A JSON body built from some of the call's fields (and some it does not have) set to bad values.
export const badBody = (paths: string[][]): fc.Arbitrary<Record<string, unknown>> => {
  const path = paths.length ? fc.oneof(fc.constantFrom(...paths), fc.constantFrom(['extraField'], ['userId'], ['constructor'], ['__proto__'])) : fc.constantFrom(['extraField'], ['userId']);
  return fc.array(fc.tuple(path, badValue), { minLength: 1, maxLength: 6 }).map((entries) => entries.reduce<Record<string, unknown>>((body, [p, v]) => setPath(body, p, v), {}));
};

// Would the contract refuse this body? (The router adds the safe-text and depth rule to each call.)
export const refuses = (definition: CallDefinition, body: unknown): boolean => findUnsafeInput(body).length > 0 || !definition.input.safeParse(body).success;

const json = (label: string, value: unknown): BadRequest => ({ label, contentType: 'application/json', body: JSON.stringify(value) });

// The fixed cases every JSON call gets, besides the generated ones. Those the contract would accept
// (an empty body where every field is optional) are left out by the caller through `refuses`.
export function fixedJsonCases(definition: CallDefinition, paths: string[][]): { request: BadRequest; value?: unknown }[] {
  const limit = bodyLimitOf(definition);
  const perField = paths.flatMap((p) =>
    [
      ['a 100k-character string', 'x'.repeat(100_000)],
      ['a NUL byte', 'a\u0000b'],
      ['a lone surrogate', '\ud800'],
      ['control characters', '\u0001\u0007\u001b[31m'],
      ['a number past every bound', 1e308],
      ['an object for a value', { $gt: '' }],
    ].map(([what, v]) => ({ value: setPath({}, p, v), label: `${p.join('.')}: ${String(what)}` })),
  );
  const values: { label: string; value: unknown }[] = [
    { label: 'a null body', value: null },
    { label: 'an array body', value: [] },
    { label: 'a number body', value: 42 },
    { label: 'a string body', value: 'hello' },
    { label: 'an empty object', value: {} },
    { label: 'an extra field', value: { unexpectedField: 'x' } },
    ...perField,
  ];
  return [
    ...values.map(({ label, value }) => ({ request: json(label, value), value })),
    // written out by hand: JSON.stringify itself cannot go 10k levels deep
    { request: { label: '10k levels of nesting', contentType: 'application/json', body: `{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}` } },
    { request: { label: 'malformed JSON', contentType: 'application/json', body: '{"a": ' } },
    { request: { label: 'JSON as text/plain', contentType: 'text/plain', body: '{}' } },
    { request: { label: 'a form body', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' } },
    { request: { label: 'a Latin-1 charset', contentType: 'application/json; charset=latin1', body: '{}' } },
    { request: { label: 'an unknown content encoding', contentType: 'application/json', body: '{}', headers: { 'content-encoding': 'x-unknown' } } },
    { request: { label: 'a gzip header on plain text', contentType: 'application/json', body: '{}', headers: { 'content-encoding': 'gzip' } } },
    { request: { label: 'a body over the size limit', contentType: 'application/json', body: JSON.stringify({ big: 'x'.repeat(limit + 1) }) } },
    { request: multipartOf('multipart for a JSON call', { a: '1' }, []) },
  ];
}

// Uploads: multipart/form-data with files. The same kinds of bad input, and files that are too
// large, empty, misnamed or of the wrong type.
export function multipartOf(label: string, fields: Record<string, string>, files: { field: string; name: string; type: string; bytes: Uint8Array }[]): BadRequest {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([Uint8Array.from(f.bytes)], { type: f.type }), f.name);
  // fetch sets the boundary itself
  return { label, contentType: null, body: form };
}

export function fixedMultipartCases(definition: CallDefinition, paths: string[][]): BadRequest[] {
  const limit = bodyLimitOf(definition);
  const field = paths[0]?.[0] ?? 'file';
  return [
    json('JSON for a multipart call', {}),
    multipartOf('no file at all', {}, []),
    multipartOf('an empty file', {}, [{ field, name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() }]),
    multipartOf('a file over the size limit', {}, [{ field, name: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array(limit + 1) }]),
    multipartOf('an executable', {}, [{ field, name: 'run.exe', type: 'application/x-msdownload', bytes: new TextEncoder().encode('MZ\u0090') }]),
    multipartOf('a NUL in a file name and a field', { note: 'a\u0000b' }, [{ field, name: 'a\u0000.pdf', type: 'application/pdf', bytes: new Uint8Array(10) }]),
    multipartOf('a file under an unknown field', { [field]: 'not a file' }, [{ field: 'unexpected', name: 'x.pdf', type: 'application/pdf', bytes: new Uint8Array(10) }]),
  ];
}

export const generatedMultipart = (paths: string[][]): fc.Arbitrary<BadRequest> =>
  fc
    .tuple(fc.dictionary(fc.constantFrom(...(paths.length ? paths.map((p) => p[0]!) : ['field']), 'extra'), fc.oneof(fc.string(), controlText, fc.constant('\u0000'))), fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 30 }))
    .map(([fields, bytes, name]) => multipartOf('generated multipart', fields, [{ field: paths[0]?.[0] ?? 'file', name, type: 'application/octet-stream', bytes }]));

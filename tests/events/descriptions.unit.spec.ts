import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventDefinitions } from '../../contracts/core/events';
import { eventRegistry } from '../../contracts/events';

// What a description copies into the history read model outlives the account it is about: it may
// hold no personal field and no person's id. Checked on the stored sample of every described type,
// with each personal field set to a value that must not come out again.
type Sample = { type: string; data: Record<string, unknown> };
const storedDir = new URL('./stored/', import.meta.url);
const samples: Sample[] = [
  ...(JSON.parse(readFileSync(new URL('./stored-events.json', import.meta.url), 'utf8')) as Sample[]),
  ...readdirSync(storedDir).filter((f) => f.endsWith('.json')).flatMap((f) => JSON.parse(readFileSync(new URL(f, storedDir), 'utf8')) as Sample[]),
];
const definitions: EventDefinitions = eventRegistry;
const SECRET = 'personal-value-that-must-not-be-copied';

const withSecrets = (data: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> => {
  const copy = structuredClone(data);
  for (const path of paths) {
    const keys = path.split('.');
    let node: Record<string, unknown> | undefined = copy;
    for (const key of keys.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
    if (node && keys.at(-1)! in node) node[keys.at(-1)!] = SECRET;
  }
  return copy;
};

// ids of people: userId, ownerId, recruiterId, grantedBy …
const peopleIds = (data: unknown): string[] =>
  typeof data !== 'object' || data === null
    ? []
    : Object.entries(data).flatMap(([key, value]) => (typeof value === 'string' && /(user|owner|recruiter|seeker|applicant|actor)Id$|By$/i.test(key) ? [value] : peopleIds(value)));

describe('descriptions of events', () => {
  const described = samples.filter((s) => definitions[s.type]?.describe);

  it('are given for the job, journey and publishing events', () => {
    expect(new Set(described.map((s) => s.type))).toEqual(
      new Set(['JobCreated', 'JobUpdated', 'JobStatusChanged', ...Object.keys(definitions).filter((type) => definitions[type]?.describe && !type.startsWith('Job'))]),
    );
    for (const type of ['ResumeAdded', 'CoverLetterSaved', 'PublishApproved', 'PartSent', 'JourneyStatusChanged', 'JourneyCommentAdded', 'SafetyNetUpdated']) expect(described.map((s) => s.type)).toContain(type);
  });

  it('copy no personal field and no person’s id into the history', () => {
    for (const sample of described) {
      const definition = definitions[sample.type]!;
      const data = definition.schema.parse(withSecrets(sample.data, definition.personal));
      const text = JSON.stringify(definition.describe!(data, { status: 'A' }));
      expect(text, sample.type).not.toContain(SECRET);
      for (const id of peopleIds(sample.data)) expect(text, `${sample.type} copies ${id}`).not.toContain(id);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import type { Location } from '../../../contracts/marketplace/places/calls';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Tags = { tags: string[]; updated: string };
const eilat = { location: 'Eilat', loc_lat: 29.55805, loc_lng: 34.94821 };

describe('getTagsData and getLocations', () => {
  it('answer a visitor without a token, by GET without a body and by POST alike', async () => {
    const tags = await fetch(`${t.app.url}/api/getTagsData`);
    expect(tags.status).toBe(200);
    expect(await tags.json()).toMatchObject({ tags: expect.any(Array), updated: expect.any(String) });
    const locations = await fetch(`${t.app.url}/api/getLocations`);
    expect(locations.status).toBe(200);
    const plain = (await locations.json()) as Location[];
    expect(Array.isArray(plain)).toBe(true);
    expect((await t.call<Location[]>('getLocations', {})).body).toEqual(plain);
  });

  it('list the 16 built-in places first, the whole country at its default point, then where active jobs are', async () => {
    const { token } = await t.signUp({ lookingforwork: false });
    for (const overrides of [eilat, eilat, { location: 'Berlin', loc_lat: 52.52437, loc_lng: 13.41053, country: 'Germany', countryCode: 'DE' }, {}])
      expect((await t.call('createNewJob', { jobInfo: validJob(overrides) }, token)).status).toBe(200);
    const { body } = await t.call<Location[]>('getLocations', {});
    expect(body.slice(0, 16).map((p) => p.name)).toEqual(defaultPlaces.map((p) => p.name));
    expect(body[0]).toMatchObject({ index: 0, name: 'Israel', lat: 32.109333, lng: 34.855499, countryCode: 'IL' });
    expect(body[1]).toMatchObject({ name: 'Tel Aviv', nameHe: 'תל אביב', jobs: 1 });
    expect(body[2]).toMatchObject({ name: 'Jerusalem', jobs: null });
    expect(body.slice(16)).toEqual([
      { index: null, name: 'Eilat', nameHe: null, country: 'Israel', countryCode: 'IL', lat: 29.55805, lng: 34.94821, jobs: 2 },
      { index: null, name: 'Berlin', nameHe: null, country: 'Germany', countryCode: 'DE', lat: 52.52437, lng: 13.41053, jobs: 1 },
    ]);
  });

  it('give the tags of active jobs, the most used first, in the spelling most jobs use', async () => {
    const { token } = await t.signUp({ lookingforwork: false });
    const post = (tags: string[]) => t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ tags, selectedTags: [] }) }, token);
    await post(['Kubernetes', 'Go']);
    await post(['kubernetes', 'Rust']);
    await post(['Kubernetes']);
    const hidden = await post(['Cobol']);
    await t.call('changeJobStatus', { jobId: hidden.body.job._id, newStatus: 'O' }, token);
    const { body } = await t.call<Tags>('getTagsData', {});
    expect(body.tags.indexOf('Kubernetes')).toBeGreaterThanOrEqual(0);
    expect(body.tags).not.toContain('kubernetes');
    expect(body.tags).not.toContain('Cobol');
    expect(body.tags.indexOf('Kubernetes')).toBeLessThan(body.tags.indexOf('Rust'));
    expect(new Date(body.updated).getTime()).toBeGreaterThan(0);
  });
});

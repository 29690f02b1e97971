import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, jobInfoSchema, type JobInfoInput, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { ProjectionSpecification } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { sqlTargets as targets, type OpenedEngine } from '../../../tests/support/test-databases';
import { keywordQuery, searchJobs, searchTuning, type SearchTuning } from './search-jobs';

describe('keywordQuery', () => {
  it('turns every word into a lowercased prefix, all of them required', () => {
    expect(keywordQuery('Senior React!')).toBe("'senior':* & 'react':*");
  });

  it('gives null for empty, missing or punctuation-only text', () => {
    expect(keywordQuery('')).toBeNull();
    expect(keywordQuery(undefined)).toBeNull();
    expect(keywordQuery('  !? -- ')).toBeNull();
  });

  it('keeps Hebrew words', () => {
    expect(keywordQuery('מפתח תוכנה')).toBe("'מפתח':* & 'תוכנה':*");
  });

  it('drops characters that have a meaning in a tsquery', () => {
    expect(keywordQuery("C++ & (go | rust) !java 'x':*")).toBe("'c++':* & 'go':* & 'rust':* & 'java':* & 'x':*");
  });

  it('splits words at each of those characters, so none reaches the tsquery inside a word', () => {
    expect(keywordQuery('a&b|c!d(e)f')).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':* & 'f':*");
    expect(keywordQuery("g<h>i*j:k\\l'm")).toBe("'g':* & 'h':* & 'i':* & 'j':* & 'k':* & 'l':* & 'm':*");
  });

  it('keeps words of digits alone, and splits at every run of spaces, tabs or line breaks', () => {
    expect(keywordQuery('Python 3')).toBe("'python':* & '3':*");
    expect(keywordQuery('  go\t\n rust  ')).toBe("'go':* & 'rust':*");
  });

  it('uses at most 10 words', () => {
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    expect(keywordQuery(words.join(' '))).toBe(words.slice(0, 10).map((w) => `'${w}':*`).join(' & '));
  });
});

const recorded = (event: JobEvent): RecordedEvent => storedEvent(event.type, event.data as never, { streamId: jobStreamId(event.data.jobId) });

const now = new Date('2025-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const place = (name: string) => {
  const found = defaultPlaces.find((p) => p.name === name);
  if (!found) throw new Error(`no place ${name}`);
  return found;
};
const telAviv = place('Tel Aviv');

type JobSpec = Partial<JobInfoInput> & { status?: JobStatus; createdAt?: string; at?: string };

// A JobCreated, plus a JobStatusChanged when the job should end up deleted.
const jobEvents = (spec: JobSpec): { jobId: string; events: JobEvent[] } => {
  const { status = 'A', createdAt = daysAgo(1), at = 'Tel Aviv', ...fields } = spec;
  const where = place(at);
  const job = jobInfoSchema.parse({
    title: 'Office Manager',
    company: 'Initech',
    employmentType: 'FULL_TIME',
    seniorityLevel: 'Mid-Level',
    description: 'Keep the office running',
    location: where.name,
    loc_lat: where.lat,
    loc_lng: where.lng,
    ...fields,
  });
  const jobId = randomUUID();
  const ownerId = 'recruiter-1';
  const events: JobEvent[] = [{ type: 'JobCreated', data: { jobId, ownerId, job, status: status === 'D' ? 'O' : status, createdAt } }];
  if (status === 'D') events.push({ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'D', changedAt: createdAt } });
  return { jobId, events };
};

for (const target of targets) {
  const title = target.skipReason ? `searchJobs on ${target.name} (skipped: ${target.skipReason})` : `searchJobs on ${target.name}`;

  describe.skipIf(target.skipReason !== null)(title, () => {
    let opened: OpenedEngine | undefined;
    let db: Kysely<Database>;

    beforeAll(async () => {
      opened = await target.open();
      db = opened.engine.db;
      await jobProjection.createTables(db);
      await jobProjection.createIndexes!(db);
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    // every test sees only the jobs it inserts
    beforeEach(async () => {
      await db.deleteFrom('job').execute();
      await db.deleteFrom('job_search').execute();
    });

    // Rows go in through the projection's batch form, in one transaction, as a rebuild writes them
    // (its own spec holds it to the rows the handlers write one event at a time).
    const insertJobs = async (specs: JobSpec[]): Promise<string[]> => {
      const created = specs.map(jobEvents);
      await ProjectionSpecification.for(jobProjection, () => db).givenViaBatchForm(...created.flatMap((c) => c.events.map(recorded)));
      return created.map((c) => c.jobId);
    };

    const search = (params: JobSearchParams, chunk = 0, getCount = false) => searchJobs(db, params, chunk, getCount, now);
    const titles = async (params: JobSearchParams) => (await search(params)).list.map((job) => job.title).sort();

    it('lists only active jobs', async () => {
      const [active] = await insertJobs([
        { title: 'Active one', status: 'A' },
        { title: 'Inactive one', status: 'O' },
        { title: 'Deleted one', status: 'D' },
      ]);
      const result = await search({}, 0, true);
      expect(result.list.map((job) => job._id)).toEqual([active]);
      expect(result.list[0]).toMatchObject({ title: 'Active one', jobstatus: 'A' });
      expect(result).toMatchObject({ total: 1, totalCapped: false, noMore: true });
      // the facets count the active job only
      expect(result.facets?.seniorityLevel).toEqual([{ value: result.list[0]!.seniorityLevel, count: 1 }]);
    });

    it('sends list rows without the description, the contact or the owner', async () => {
      await insertJobs([{ title: 'Row only' }]);
      const [row] = (await search({})).list;
      for (const hidden of ['description', 'phone', 'jobownerid', 'streetAddress', 'postalCode']) expect(row).not.toHaveProperty(hidden);
      expect(row).toMatchObject({ title: 'Row only', company: expect.any(String), tags: expect.any(Array) });
    });

    it(`counts up to ${JOB_TOTAL_CAP} and then says there are more`, async () => {
      await insertJobs(Array.from({ length: JOB_TOTAL_CAP }, (_, i) => ({ title: `Job ${i}` })));
      // exactly the cap is still an exact count
      expect(await search({}, 0, true)).toMatchObject({ total: JOB_TOTAL_CAP, totalCapped: false, noMore: false });
      await insertJobs([{ title: `Job ${JOB_TOTAL_CAP}` }]);
      expect(await search({}, 0, true)).toMatchObject({ total: JOB_TOTAL_CAP, totalCapped: true, noMore: false });
      expect(await search({ queryString: 'job 1000' }, 0, true)).toMatchObject({ total: 1, totalCapped: false });
    });

    it('requires every keyword, each as a word prefix', async () => {
      await insertJobs([
        { title: 'Senior React Developer' },
        { title: 'Senior Java Developer' },
        { title: 'Junior React Developer' },
        { title: 'Designer', company: 'Reactor Labs' },
      ]);
      expect(await titles({ queryString: 'Senior React!' })).toEqual(['Senior React Developer']);
      expect(await titles({ queryString: 'reac' })).toEqual(['Designer', 'Junior React Developer', 'Senior React Developer']);
      expect(await titles({ queryString: 'senior developer' })).toEqual(['Senior Java Developer', 'Senior React Developer']);
      expect(await titles({ queryString: 'rust' })).toEqual([]);
    });

    it('matches keywords in the company, the tags and the description', async () => {
      await insertJobs([
        { title: 'A', company: 'Wayne Enterprises' },
        { title: 'B', tags: ['kubernetes'] },
        { title: 'C', description: 'You will love our espresso machine' },
      ]);
      expect(await titles({ queryString: 'wayne' })).toEqual(['A']);
      expect(await titles({ queryString: 'kube' })).toEqual(['B']);
      expect(await titles({ queryString: 'espresso' })).toEqual(['C']);
    });

    it('finds Hebrew keywords', async () => {
      await insertJobs([{ title: 'מפתח תוכנה בכיר' }, { title: 'מעצב גרפי' }]);
      expect(await titles({ queryString: 'מפתח' })).toEqual(['מפתח תוכנה בכיר']);
      expect(await titles({ queryString: 'תוכ בכיר' })).toEqual(['מפתח תוכנה בכיר']);
    });

    // The search column keeps 'node.js' as one word, so the query must not split it in two.
    it('finds a Node.js job when searching for "Node.js"', async () => {
      await insertJobs([{ title: 'Node.js Developer' }, { title: 'Java Developer' }]);
      expect(await titles({ queryString: 'Node.js' })).toEqual(['Node.js Developer']);
    });

    // PostgreSQL makes a hyphenated word a phrase, and the stored words keep no positions.
    it('finds a hyphenated word, whole or by its parts', async () => {
      await insertJobs([{ title: 'Cross-node engineer', description: 'Full-stack work' }, { title: 'Node engineer' }]);
      expect(await titles({ queryString: 'cross-node' })).toEqual(['Cross-node engineer']);
      expect(await titles({ queryString: 'full-stack' })).toEqual(['Cross-node engineer']);
      expect(await titles({ queryString: 'cross' })).toEqual(['Cross-node engineer']);
    });

    it('ranks a title match above a description match', async () => {
      await insertJobs([
        { title: 'Accountant', description: 'Work with our python team', createdAt: daysAgo(1) },
        { title: 'Python Engineer', createdAt: daysAgo(5) },
      ]);
      expect((await search({ queryString: 'python' })).list.map((job) => job.title)).toEqual(['Python Engineer', 'Accountant']);
    });

    it('orders promoted jobs first, then title matches, then the newest, across chunks', async () => {
      const specs: JobSpec[] = Array.from({ length: JOB_CHUNK_SIZE + 100 }, (_, i) => ({
        title: i % 3 === 0 ? `Python Engineer ${i}` : `Accountant ${i}`,
        description: 'Work with our python team',
        createdAt: new Date(now.getTime() - ((i * 7919) % 1000) * 60_000).toISOString(),
      }));
      const ids = await insertJobs(specs);
      const promoted = new Set(ids.filter((_, i) => i % 50 === 1 || i % 50 === 3));
      await ProjectionSpecification.for(jobProjection, () => db).given(
        ...[...promoted].map((objectId) =>
          storedEvent('ObjectPromoted', { userId: 'recruiter-1', promotionId: randomUUID(), objectType: 'job', objectId, promotedAt: now.toISOString(), expiresAt: now.toISOString() }),
        ),
      );
      const key = (i: number) => [promoted.has(ids[i]!) ? 0 : 1, specs[i]!.title!.startsWith('Python') ? 0 : 1, -Date.parse(specs[i]!.createdAt!), ids[i]!] as const;
      const expected = ids
        .map((_, i) => i)
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          for (let k = 0; k < 3; k++) if (x[k] !== y[k]) return (x[k] as number) - (y[k] as number);
          return x[3] < y[3] ? -1 : x[3] > y[3] ? 1 : 0;
        })
        .map((i) => ids[i]);
      const first = await search({ queryString: 'python' }, 0, true);
      const second = await search({ queryString: 'python' }, 1, true);
      expect(first).toMatchObject({ total: JOB_CHUNK_SIZE + 100, totalCapped: false, noMore: false });
      expect(second.noMore).toBe(true);
      expect([...first.list, ...second.list].map((job) => job._id)).toEqual(expected);
      // with another condition (here a radius that holds every job) the matches are ranked and
      // counted in one statement: the same order, chunks and total
      const near = { queryString: 'python', locationObj: { lat: telAviv.lat, lng: telAviv.lng, text: telAviv.name }, radius: 10 };
      const [nearFirst, nearSecond] = [await search(near, 0, true), await search(near, 1, true)];
      expect(nearFirst).toMatchObject({ total: JOB_CHUNK_SIZE + 100, totalCapped: false, noMore: false });
      expect(nearSecond).toMatchObject({ total: JOB_CHUNK_SIZE + 100, noMore: true });
      expect([...nearFirst.list, ...nearSecond.list].map((job) => job._id)).toEqual(expected);
      expect((await search(near, 2, true)).list).toEqual([]);
      // a title word only a few jobs carry
      expect((await search({ queryString: 'engineer 3' })).list.map((job) => job.title)).toEqual(
        expected.flatMap((id) => specs[ids.indexOf(id!)]!.title!.match(/^Python Engineer 3\d*$/) ? [specs[ids.indexOf(id!)]!.title] : []),
      );
    });

    it('lists the newest jobs first when there are no keywords', async () => {
      await insertJobs([
        { title: 'Old', createdAt: daysAgo(9) },
        { title: 'New', createdAt: daysAgo(1) },
        { title: 'Middle', createdAt: daysAgo(4) },
      ]);
      expect((await search({})).list.map((job) => job.title)).toEqual(['New', 'Middle', 'Old']);
    });

    it('counts the total only when asked', async () => {
      await insertJobs([{ title: 'Python one' }, { title: 'Python two' }, { title: 'Other' }, { title: 'Python off', status: 'O' }]);
      const counted = await search({ queryString: 'python' }, 0, true);
      expect(counted.total).toBe(2);
      const uncounted = await search({ queryString: 'python' }, 0, false);
      expect(uncounted).not.toHaveProperty('total');
      expect(uncounted.list).toHaveLength(2);
      expect((await search({ queryString: 'nothing-matches-this' }, 0, true)).total).toBe(0);
    });

    it(`returns chunks of ${JOB_CHUNK_SIZE} and says when there are no more`, async () => {
      const specs: JobSpec[] = Array.from({ length: JOB_CHUNK_SIZE + 50 }, (_, i) => ({
        title: `Job ${i}`,
        createdAt: new Date(now.getTime() - (i + 1) * 60_000).toISOString(),
      }));
      const ids = await insertJobs(specs);

      const first = await search({}, 0, true);
      expect(first.list).toHaveLength(JOB_CHUNK_SIZE);
      expect(first.noMore).toBe(false);
      expect(first.total).toBe(JOB_CHUNK_SIZE + 50);
      const second = await search({}, 1, true);
      expect(second.list).toHaveLength(50);
      expect(second.noMore).toBe(true);
      expect(second.total).toBe(JOB_CHUNK_SIZE + 50);

      // newest first, and together the chunks hold every job exactly once
      expect([...first.list, ...second.list].map((job) => job._id)).toEqual(ids);
      expect((await search({}, 2)).list).toEqual([]);
      // a full chunk or a later one, not asked to count, counts nothing and sends no facets
      for (const chunk of [0, 1]) {
        const uncounted = await search({}, chunk, false);
        expect(uncounted).not.toHaveProperty('total');
        expect(uncounted).not.toHaveProperty('facets');
      }
    });

    it('counts the facets over the keyword matches, each filter over the jobs the other filters keep, and only when asked', async () => {
      await insertJobs([
        { title: 'Python Senior', seniorityLevel: 'Senior', employmentType: 'FULL_TIME' },
        { title: 'Python Junior', seniorityLevel: 'Junior', employmentType: 'FULL_TIME' },
        { title: 'Python Part Senior', seniorityLevel: 'Senior', employmentType: 'PART_TIME' },
        { title: 'Office Senior', seniorityLevel: 'Senior', employmentType: 'FULL_TIME' },
      ]);
      const seniority = (result: { facets?: { seniorityLevel: { value: string; count: number }[] } }) => result.facets?.seniorityLevel;
      // the words narrow the counts: the office job is not among them
      expect(seniority(await search({ queryString: 'python' }, 0, true))).toEqual([
        { value: 'Senior', count: 2 },
        { value: 'Junior', count: 1 },
      ]);
      // the employment filter narrows the seniority counts, and its own choice is counted first
      const fullTime = await search({ queryString: 'python', employmentType: ['FULL_TIME'] }, 0, true);
      expect(seniority(fullTime)).toEqual([
        { value: 'Junior', count: 1 },
        { value: 'Senior', count: 1 },
      ]);
      expect(fullTime.facets?.employmentType).toEqual([
        { value: 'FULL_TIME', count: 2 },
        { value: 'PART_TIME', count: 1 },
      ]);
      // a caller that counts but does not show filters asks for none
      const noFacets = await searchJobs(db, { queryString: 'python' }, 0, true, now, searchTuning, { facets: false });
      expect(noFacets.total).toBe(3);
      expect(noFacets).not.toHaveProperty('facets');
    });

    it('keeps only jobs within the radius of the origin', async () => {
      await insertJobs([
        { title: 'In Haifa', at: 'Haifa' },
        { title: 'In Ramat Gan', at: 'Ramat Gan' },
        { title: 'In Tel Aviv', at: 'Tel Aviv' },
      ]);
      const origin = { lat: telAviv.lat, lng: telAviv.lng };
      expect(await titles({ locationObj: origin, radius: 25 })).toEqual(['In Ramat Gan', 'In Tel Aviv']);
      expect(await titles({ locationObj: origin, radius: 2 })).toEqual(['In Tel Aviv']);
      expect(await titles({ locationObj: origin, radius: 100 })).toEqual(['In Haifa', 'In Ramat Gan', 'In Tel Aviv']);
      // without a radius the origin does not filter
      expect(await titles({ locationObj: origin })).toEqual(['In Haifa', 'In Ramat Gan', 'In Tel Aviv']);
      // a degree of longitude is shorter than one of latitude away from the equator: at 31° north a
      // job 19 km due east is inside a 20 km circle, one 21 km east is not, and so for north
      const at31 = { lat: 31, lng: 35 };
      const kmPerDegree = (Math.PI * 6371) / 180;
      const east = (km: number) => at31.lng + km / (kmPerDegree * Math.cos((at31.lat * Math.PI) / 180));
      await insertJobs([
        { title: 'East 19', loc_lat: at31.lat, loc_lng: east(19) },
        { title: 'East 21', loc_lat: at31.lat, loc_lng: east(21) },
        { title: 'North 19', loc_lat: at31.lat + 19 / kmPerDegree, loc_lng: at31.lng },
        { title: 'North 21', loc_lat: at31.lat + 21 / kmPerDegree, loc_lng: at31.lng },
      ]);
      expect(await titles({ locationObj: at31, radius: 20 })).toEqual(['East 19', 'North 19']);
    });

    it('keeps jobs that share any of the given tags, whatever their case', async () => {
      await insertJobs([
        { title: 'Go job', tags: ['Go', 'gRPC'] },
        { title: 'Rust job', tags: ['rust'] },
        { title: 'Python job', tags: ['python'] },
      ]);
      expect(await titles({ tags: ['go'] })).toEqual(['Go job']);
      expect(await titles({ tags: ['Rust', 'GO'] })).toEqual(['Go job', 'Rust job']);
      expect(await titles({ tags: ['cobol'] })).toEqual([]);
    });

    it('keeps jobs of the given employment types and seniority levels', async () => {
      await insertJobs([
        { title: 'Full senior', employmentType: 'FULL_TIME', seniorityLevel: 'Senior' },
        { title: 'Part junior', employmentType: 'PART_TIME', seniorityLevel: 'Junior' },
        { title: 'Contract mid', employmentType: 'CONTRACTOR', seniorityLevel: 'Mid-Level' },
      ]);
      expect(await titles({ employmentType: ['PART_TIME'] })).toEqual(['Part junior']);
      expect(await titles({ employmentType: ['PART_TIME', 'CONTRACTOR'] })).toEqual(['Contract mid', 'Part junior']);
      expect(await titles({ seniorityLevel: ['Senior', 'Mid-Level'] })).toEqual(['Contract mid', 'Full senior']);
      expect(await titles({ employmentType: ['FULL_TIME'], seniorityLevel: ['Junior'] })).toEqual([]);
    });

    it('keeps jobs of the given companies', async () => {
      await insertJobs([
        { title: 'At Acme', company: 'Acme' },
        { title: 'At Globex', company: 'Globex' },
      ]);
      expect(await titles({ company: ['Globex'] })).toEqual(['At Globex']);
    });

    it('keeps jobs posted within datePosted seconds before now', async () => {
      await insertJobs([
        { title: 'Today', createdAt: daysAgo(0.5) },
        { title: 'Last week', createdAt: daysAgo(6) },
        { title: 'Last month', createdAt: daysAgo(30) },
      ]);
      expect(await titles({ datePosted: 172_800 })).toEqual(['Today']);
      expect(await titles({ datePosted: 7 * 86_400 })).toEqual(['Last week', 'Today']);
    });

    it('combines keywords and filters', async () => {
      await insertJobs([
        { title: 'React Developer', at: 'Ramat Gan', tags: ['react'] },
        { title: 'React Developer', at: 'Haifa', tags: ['react'] },
        { title: 'React Designer', at: 'Ramat Gan', tags: ['figma'] },
      ]);
      const result = await search({ queryString: 'react', locationObj: { lat: telAviv.lat, lng: telAviv.lng }, radius: 25, tags: ['react'] }, 0, true);
      expect(result.list.map((job) => job.location)).toEqual(['Ramat Gan']);
      expect(result.total).toBe(1);
    });

    // Every way through the indexes gives what the search means, computed here without SQL: each
    // tuning forces another path (ranked in one statement; walked in listing order, far enough or
    // not; a rare or a common title word left to an index), over many small chunks.
    it('gives the same jobs, order, chunks and total on every path', async () => {
      let seed = 7;
      const rng = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
      const titles = ['Python Engineer', 'Data Analyst', 'Office Manager', 'Senior Python Developer', 'Engineering Lead', 'Barista', 'Data Engineer'];
      const descriptions = ['work with python and data', 'keep the office running', 'a strong engineering culture', 'serve coffee', 'analyse sales daily'];
      const places = ['Tel Aviv', 'Ramat Gan', 'Haifa', 'Jerusalem', 'Raanana'];
      const specs: JobSpec[] = Array.from({ length: 300 }, () => ({
        title: pick(titles),
        description: pick(descriptions),
        company: pick(['Acme', 'Globex', 'Initech']),
        at: pick(places),
        seniorityLevel: pick(['Junior', 'Mid-Level', 'Senior'] as const),
        employmentType: pick(['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const),
        tags: ['Python', 'SQL', 'react', 'Excel'].filter(() => rng() < 0.3),
        createdAt: new Date(now.getTime() - Math.floor(rng() * 60 * 86_400_000)).toISOString(),
        status: rng() < 0.85 ? 'A' : pick(['O', 'D'] as const),
      }));
      const ids = await insertJobs(specs);
      const promoted = new Set(ids.filter(() => rng() < 0.04));
      await ProjectionSpecification.for(jobProjection, () => db).given(
        ...[...promoted].map((objectId) =>
          storedEvent('ObjectPromoted', { userId: 'recruiter-1', promotionId: randomUUID(), objectType: 'job', objectId, promotedAt: now.toISOString(), expiresAt: now.toISOString() }),
        ),
      );

      const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
      const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
        const rad = (d: number) => (d * Math.PI) / 180;
        const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
        return 2 * 6371 * Math.asin(Math.sqrt(h));
      };
      // what a search means: every keyword a prefix of a word of the job, the filters, promoted
      // jobs first, then those whose title holds every keyword, then the newest
      const expected = (params: JobSearchParams): string[] => {
        const keywords = words(params.queryString ?? '');
        const holds = (text: string) => keywords.every((k) => words(text).some((w) => w.startsWith(k)));
        return specs
          .map((spec, i) => ({ spec, id: ids[i]! }))
          .filter(({ spec, id }) => {
            const where = place(spec.at!);
            return (
              spec.status === 'A' &&
              holds([spec.title, spec.company, ...(spec.tags ?? []), spec.description].join(' ')) &&
              (!params.radius || !params.locationObj || km(params.locationObj, where) <= params.radius) &&
              (!params.seniorityLevel || params.seniorityLevel.includes(spec.seniorityLevel!)) &&
              (!params.employmentType || params.employmentType.includes(spec.employmentType!)) &&
              (!params.company || params.company.includes(spec.company!)) &&
              (!params.tags || (spec.tags ?? []).some((t) => params.tags!.some((wanted) => wanted.toLowerCase() === t.toLowerCase()))) &&
              (!params.datePosted || Date.parse(spec.createdAt!) >= now.getTime() - params.datePosted * 1000)
            );
          })
          .map(({ spec, id }) => ({ id, key: [promoted.has(id) ? 0 : 1, keywords.length && holds(spec.title!) ? 0 : 1, -Date.parse(spec.createdAt!)] }))
          .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map(({ id }) => id);
      };

      const near = { locationObj: { lat: telAviv.lat, lng: telAviv.lng, text: telAviv.name }, radius: 25 };
      const filters: JobSearchParams[] = [
        {},
        near,
        { seniorityLevel: ['Senior'] },
        { employmentType: ['PART_TIME', 'CONTRACTOR'] },
        { tags: ['python'] },
        { datePosted: 20 * 86_400 },
        { company: ['Acme'] },
        { ...near, seniorityLevel: ['Senior', 'Junior'], tags: ['PYTHON', 'sql'] },
      ];
      const keywords = [undefined, 'python', 'data', 'eng', 'data eng', 'office'];
      const base = { ...searchTuning, chunkSize: 40 };
      const tunings: Record<string, SearchTuning> = {
        'as measured': base,
        'never ranked, walked far': { ...base, rankedMaxMatches: -1, walkPerRow: 1, walkMax: Number.POSITIVE_INFINITY, rowCostInEntries: Number.POSITIVE_INFINITY },
        'never ranked, a rare title word by its index': { ...base, rankedMaxMatches: -1, walkPerRow: 1, walkMax: 0, rareTitleShare: 0 },
        'never ranked, a common title word by another index': { ...base, rankedMaxMatches: -1, walkPerRow: 1, walkMax: 0, rareTitleShare: Number.POSITIVE_INFINITY },
        'always ranked': { ...base, rankedMaxMatches: Number.POSITIVE_INFINITY },
      };
      let searches = 0;
      for (const queryString of keywords)
        for (const filter of filters) {
          const params: JobSearchParams = { ...filter, ...(queryString ? { queryString } : {}) };
          const want = expected(params);
          for (const [name, tuning] of Object.entries(tunings)) {
            const got: string[] = [];
            for (let chunk = 0; ; chunk++) {
              const result = await searchJobs(db, params, chunk, chunk === 0, now, tuning);
              searches++;
              if (chunk === 0) expect(result.total, `${name}: ${JSON.stringify(params)}`).toBe(want.length);
              got.push(...result.list.map((job) => job._id));
              expect(result.noMore, `${name}: ${JSON.stringify(params)}, chunk ${chunk}`).toBe(got.length >= want.length && result.list.length < tuning.chunkSize);
              if (result.noMore) break;
            }
            expect(got, `${name}: ${JSON.stringify(params)}`).toEqual(want);
          }
        }
      expect(searches).toBeGreaterThan(keywords.length * filters.length * Object.keys(tunings).length);
    });
  });
}

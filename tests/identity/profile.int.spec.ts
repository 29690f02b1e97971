import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '../../contracts/identity/users/user';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Saved = { userData: UserData };
type Refusal = { error: string; issues: { path: string; message: string; code?: string }[] };
const save = (token: string, body: Record<string, unknown>) => t.call<Saved & Refusal>('saveProfile', body, token);
const me = async (token: string) => (await t.call<{ user: UserData }>('getUserData', {}, token)).body.user;
const issueAt = (body: Refusal, path: string) => body.issues.find((i) => i.path === path)?.message;

const experience = { title: 'QA Engineer', company: 'Acme', location: 'Haifa', startMonth: 3, startYear: 2019, endMonth: null, endYear: null, description: 'Automation' };
const education = { school: 'Technion', degree: 'BSc', fieldOfStudy: 'Computer Science', startMonth: 10, startYear: 2014, endMonth: 6, endYear: 2018 };

describe('saveProfile and getUserData: the whole profile', () => {
  it('saves every section a person edits and reads it back in getUserData with every field of the User', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    const saved = await save(seeker.token, {
      first_name: 'dana',
      last_name: 'COHEN-levi',
      title: 'QA Lead',
      location: 'Haifa',
      loc_lat: 32.79,
      loc_lng: 34.99,
      country: 'Israel',
      countryCode: 'IL',
      seniorityLevel: 'Senior',
      employmentType: 'PART_TIME',
      tags: ['Selenium', 'Python', 'SQL'],
      selectedTags: ['Python'],
      experience: [experience],
      education: [education],
      social_links: { github: 'github.com/dana', linkedin: 'https://linkedin.com/in/dana' },
      description: 'Ten years of testing',
      personal_info: 'Open to hybrid',
      visible: false,
      visibleSearchEngines: false,
      showResume: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const user = await me(seeker.token);
    expect(user).toMatchObject({
      first_name: 'Dana',
      last_name: 'Cohen-Levi',
      name: 'Dana Cohen-Levi',
      title: 'QA Lead',
      location: 'Haifa',
      country: 'Israel',
      countryCode: 'IL',
      seniorityLevel: 'Senior',
      employmentType: 'PART_TIME',
      tags: ['Selenium', 'Python', 'SQL'],
      selectedTags: ['Python'],
      experience: [experience],
      education: [education],
      social_links: { github: 'http://github.com/dana', linkedin: 'https://linkedin.com/in/dana' },
      description: 'Ten years of testing',
      visible: false,
      visibleSearchEngines: false,
      showResume: true,
      avatar: null,
      resume: null,
      promoted: 0,
      excludedByAdmin: false,
      emailts: seeker.email,
      hasJobsSuggestion: false,
      hasMatchesCan: false,
      hasApplicants: false,
      hasMatchesRec: false,
    });
    for (const field of ['emailts', 'lastActive', 'source', 'loggedinfrom', 'anon', 'datecreated', 'updated', 'card_color'] as const) expect(user).toHaveProperty(field);
    expect(saved.body.userData).toEqual(user);
  });

  it('normalises the phone: digits and plus only, a lost 0 restored, a local 0 becomes +972', async () => {
    const seeker = await t.signUp();
    for (const [sent, kept] of [
      ['054-765 4321', '+972547654321'],
      ['547654321', '+972547654321'],
      ['+1 (212) 555-0100', '+12125550100'],
      ['5555', '5555'],
    ] as const) {
      const res = await save(seeker.token, { phone: sent });
      expect(res.status, sent).toBe(200);
      expect(res.body.userData.phone, sent).toBe(kept);
    }
    const bad = await save(seeker.token, { phone: 'call me' });
    expect(bad.status).toBe(400);
    expect(issueAt(bad.body, 'phone')).toBe('Enter a phone number of digits, with + for a country code');
  });

  it('strips invisible characters and title-cases names', async () => {
    const seeker = await t.signUp();
    const res = await save(seeker.token, { first_name: '\u200bmoshe\u200f', last_name: "o'NEIL", title: 'Dev\u200b Ops', description: 'a\ufeffb' });
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({ first_name: 'Moshe', last_name: "O'Neil", title: 'Dev Ops', description: 'ab' });
  });

  it('accepts visible, which it refused before, and the search-engine flag', async () => {
    const seeker = await t.signUp();
    expect((await save(seeker.token, { visible: false })).body.userData.visible).toBe(false);
    expect((await save(seeker.token, { visible: true, visibleSearchEngines: false })).body.userData).toMatchObject({ visible: true, visibleSearchEngines: false });
  });

  it('refuses emptying every required field at once, each with its message', async () => {
    const seeker = await t.signUp();
    const res = await save(seeker.token, { first_name: ' ', last_name: '', title: '', location: '', seniorityLevel: null });
    expect(res.status).toBe(400);
    expect({
      first_name: issueAt(res.body, 'first_name'),
      last_name: issueAt(res.body, 'last_name'),
      title: issueAt(res.body, 'title'),
      location: issueAt(res.body, 'location'),
      seniorityLevel: issueAt(res.body, 'seniorityLevel'),
    }).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      title: 'Your title is required',
      location: 'Location is required',
      seniorityLevel: 'Seniority level is required',
    });
    expect((await me(seeker.token)).first_name).toBe('Test');
  });

  it('requires title, company, start month and start year of an experience; school, start month and year of an education', async () => {
    const seeker = await t.signUp();
    const res = await save(seeker.token, {
      experience: [{ title: '', company: '', startMonth: null, startYear: null }],
      education: [{ school: '', startMonth: 13, startYear: 2020, endYear: 2019 }],
    });
    expect(res.status).toBe(400);
    expect(issueAt(res.body, 'experience.0.title')).toBe('Job title is required');
    expect(issueAt(res.body, 'experience.0.company')).toBe('Company is required');
    expect(issueAt(res.body, 'experience.0.startMonth')).toBe('Start month is required');
    expect(issueAt(res.body, 'experience.0.startYear')).toBe('Start year is required');
    expect(issueAt(res.body, 'education.0.school')).toBe('School is required');
    expect(issueAt(res.body, 'education.0.startMonth')).toBe('Use 12 or less');
    const ended = await save(seeker.token, { education: [{ school: 'Technion', startMonth: 10, startYear: 2020, endMonth: 6, endYear: 2019 }] });
    expect(issueAt(ended.body, 'education.0.endYear')).toBe('The end date is before the start date');
  });

  it('keeps at most 10 tags and 3 best among them; a removed tag is no longer best', async () => {
    const seeker = await t.signUp();
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(issueAt((await save(seeker.token, { tags: eleven })).body, 'tags')).toBe('Use at most 10 tags');
    const four = await save(seeker.token, { tags: ['a', 'b', 'c', 'd'], selectedTags: ['a', 'b', 'c', 'd'] });
    expect(issueAt(four.body, 'selectedTags')).toBe('Mark at most 3 tags as best');
    expect(issueAt((await save(seeker.token, { tags: ['a'], selectedTags: ['z'] })).body, 'selectedTags')).toBe('Best tags must be among the tags: z');
    await save(seeker.token, { tags: ['go', 'rust', 'sql'], selectedTags: ['go', 'sql'] });
    const removed = await save(seeker.token, { tags: ['go', 'rust'] });
    expect(removed.body.userData).toMatchObject({ tags: ['go', 'rust'], selectedTags: ['go'] });
  });

  it('prefixes http:// to scheme-less links, keeps the links not sent, and refuses what is no web address', async () => {
    const seeker = await t.signUp();
    await save(seeker.token, { social_links: { github: 'github.com/x', facebook: 'facebook.com/x' } });
    const res = await save(seeker.token, { social_links: { twitter: 'x.com/x', facebook: '', global: 'https://x.dev' } });
    expect(res.body.userData.social_links).toEqual({ github: 'http://github.com/x', twitter: 'http://x.com/x', global: 'https://x.dev' });
    const bad = await save(seeker.token, { social_links: { linkedin: 'not a url at all' } });
    expect(bad.status).toBe(400);
    expect(issueAt(bad.body, 'social_links.linkedin')).toBe('Enter a full web address (https://…)');
  });

  it('reads the Activity badge dots from the activity read model: an applicant for the recruiter', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const seeker = await t.signUp({ lookingforwork: true });
    expect((await me(recruiter.token)).hasApplicants).toBe(false);
    const job = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Badge job' }) }, recruiter.token);
    const applied = await t.call('applyHistObject', { histogramType: 'jobs', objectId: job.body.job._id }, seeker.token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    await expect.poll(async () => (await me(recruiter.token)).hasApplicants).toBe(true);
    expect(await me(recruiter.token)).toMatchObject({ hasMatchesRec: false, hasJobsSuggestion: false });
  });

  it('refuses fields nobody may set on their own profile, and anonymous callers', async () => {
    const seeker = await t.signUp();
    for (const field of ['isAdmin', 'isPro', 'promoted', 'excludedByAdmin', 'contactCredit']) expect((await save(seeker.token, { [field]: true })).status, field).toBe(400);
    expect((await t.call('saveProfile', { title: 'x' })).status).toBe(401);
    expect((await t.call('getUserData', {})).status).toBe(401);
  });
});

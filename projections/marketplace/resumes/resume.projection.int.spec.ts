import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EventData, EventType } from '../../../contracts/events';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { resumeProjection } from './resume.projection';

const at = '2026-03-01T10:00:00.000Z';
const ev = <T extends EventType>(type: T, data: EventData<T>) => storedEvent(type, data);

describeProjection(resumeProjection, (spec, db) => {
  const row = (id: string) => db().selectFrom('resume').selectAll().where('id', '=', id).executeTakeFirst();
  const registered = (userId: string, lookingforwork = true) =>
    ev('UserRegistered', { userId, email: `${userId}@example.com`, first_name: 'Noa', last_name: 'Bar', lookingforwork, isAdmin: false, card_color: 3, source: 'web', registeredAt: at });
  const saved = (userId: string, changes: EventData<'ProfileSaved'>['changes']) => ev('ProfileSaved', { userId, changes, savedAt: '2026-03-02T10:00:00.000Z' });
  // the row of a person just registered (registered() above), as the last event written left it
  const newRow = (id: string, last: { position: string }) => ({
    id,
    first_name: 'Noa',
    last_name: 'Bar',
    title: null,
    personal_info: null,
    description: null,
    location: null,
    loc_lat: null,
    loc_lng: null,
    seniority_level: null,
    employment_type: 'FULL_TIME',
    tags: [],
    selected_tags: [],
    experience: [],
    current_title: null,
    current_company: null,
    education: [],
    social_links: {},
    avatar_id: null,
    card_color: 3,
    seeker: true,
    show_resume: true,
    visible: true,
    excluded: false,
    listed: true,
    promoted: 0,
    facets: ['e:FULL_TIME'],
    search_text: '',
    title_words: '',
    words: '',
    place_cells: [],
    created_at: new Date(at),
    updated_at: new Date(at),
    last_position: last.position,
  });
  const file = (id: string, kind: string) => ({ id, kind, mime: 'application/pdf', name: `${kind}.pdf`, size: 1024, uploadedAt: at });

  it('lists a seeker with a profile, with the filter keys and words search reads', async () => {
    const id = randomUUID();
    await spec.given(registered(id), saved(id, { title: 'Data Engineer', tags: ['Python', 'SQL'], seniorityLevel: 'Senior', employmentType: 'CONTRACTOR' }));
    expect(await row(id)).toMatchObject({
      listed: true,
      title: 'Data Engineer',
      facets: ['s:Senior', 'e:CONTRACTOR', 't:python', 't:sql'],
      search_text: 'Data Engineer Python SQL',
      updated_at: new Date('2026-03-02T10:00:00.000Z'),
    });
  });

  it('keeps a place as the cells of three grids, and none without one', async () => {
    const id = randomUUID();
    await spec.given(registered(id), saved(id, { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 }));
    // floor(32.0853 × 20) = 641, floor(34.781768 × 20) = 695, and so on at 5 and 1 cells per degree
    expect(((await row(id)) as { place_cells?: string[] } | undefined)?.place_cells).toEqual(['20:641:695', '5:160:173', '1:32:34']);
    const nowhere = randomUUID();
    await spec.given(registered(nowhere));
    expect(((await row(nowhere)) as { place_cells?: string[] } | undefined)?.place_cells).toEqual([]);
  });

  it('leaves out recruiters and hidden resumes, and takes back a seeker who switches', async () => {
    const recruiter = randomUUID();
    const hidden = randomUUID();
    await spec.given(registered(recruiter, false), registered(hidden), saved(hidden, { showResume: false }));
    expect((await row(recruiter))?.listed).toBe(false);
    expect((await row(hidden))?.listed).toBe(false);
    await spec.given(ev('RoleSwitched', { userId: recruiter, lookingforwork: true, switchedAt: at }), saved(hidden, { showResume: true }));
    expect((await row(recruiter))?.listed).toBe(true);
    expect((await row(hidden))?.listed).toBe(true);
  });

  it('leaves out a seeker an admin excluded, until the admin lets them back', async () => {
    const id = randomUUID();
    await spec.given(registered(id), ev('UserExcluded', { userId: id, excluded: true, setAt: at }));
    expect(await row(id)).toMatchObject({ excluded: true, listed: false });
    await spec.given(ev('UserExcluded', { userId: id, excluded: false, setAt: at }));
    expect(await row(id)).toMatchObject({ excluded: false, listed: true });
  });

  it('marks a promoted profile until the promotion expires, and forgets a deleted account', async () => {
    const id = randomUUID();
    const promotion = { userId: id, promotionId: randomUUID(), objectType: 'profile', objectId: id };
    await spec.given(registered(id), ev('ObjectPromoted', { ...promotion, promotedAt: at, expiresAt: at }));
    expect((await row(id))?.promoted).toBe(1);
    await spec.given(ev('PromotionExpired', { ...promotion, expiredAt: at }));
    expect((await row(id))?.promoted).toBe(0);
    await spec.given(ev('AccountDeleted', { userId: id, deletedAt: at }));
    expect(await row(id)).toBeUndefined();
  });

  it('writes the same rows through the batch form', async () => {
    const id = randomUUID();
    await spec.givenViaBatchForm(registered(id), saved(id, { title: 'QA lead', tags: ['Selenium'] }), saved(id, { tags: ['Cypress'] }));
    expect(await row(id)).toMatchObject({ listed: true, tags: ['Cypress'], facets: ['e:FULL_TIME', 't:cypress'], search_text: 'QA lead Cypress' });
  });

  it('writes a person just registered with an empty profile, listed while looking for work', async () => {
    const id = randomUUID();
    const registration = registered(id);
    await spec.given(registration);
    expect(await row(id)).toEqual(newRow(id, registration));
  });

  it('takes every section a profile save sends, the latest position for the card, and keeps what a later save leaves out', async () => {
    const id = randomUUID();
    const registration = registered(id);
    // every section, and hidden by the person: out of every search
    const sent = {
      first_name: 'Dana',
      last_name: 'Levi',
      title: 'Data Engineer',
      personal_info: 'Likes pipelines',
      description: 'Built a warehouse',
      location: 'Haifa',
      tags: ['Python'],
      experience: [
        { title: 'Analyst', company: 'Acme', startYear: 2015, endYear: 2018 },
        { title: 'Engineer', company: 'Globex', startYear: 2018, endYear: null },
      ],
      education: [
        { school: 'Technion', degree: null, fieldOfStudy: 'Physics' },
        { school: 'MIT', degree: 'MSc', fieldOfStudy: 'CS' },
      ],
      social_links: { github: 'https://github.com/dana' },
      visible: false,
    };
    const profile = saved(id, sent);
    await spec.given(registration, profile);
    const written = {
      ...newRow(id, profile),
      ...sent,
      current_title: 'Engineer',
      current_company: 'Globex',
      listed: false,
      facets: ['e:FULL_TIME', 't:python'],
      // an education's parts left empty leave no gap; the resume's text, not the personal info
      search_text: 'Data Engineer Python Analyst Acme Engineer Globex Technion Physics MIT MSc CS Built a warehouse',
      title_words: "'data' 'engineer'",
      words: "'a' 'acme' 'analyst' 'built' 'cs' 'data' 'engineer' 'globex' 'mit' 'msc' 'physics' 'python' 'technion' 'warehouse'",
      updated_at: new Date('2026-03-02T10:00:00.000Z'),
    };
    expect(await row(id)).toEqual(written);
    const retitled = saved(id, { title: 'Staff Engineer' });
    await spec.given(retitled);
    expect(await row(id)).toEqual({
      ...written,
      title: 'Staff Engineer',
      search_text: 'Staff Engineer Python Analyst Acme Engineer Globex Technion Physics MIT MSc CS Built a warehouse',
      title_words: "'engineer' 'staff'",
      words: "'a' 'acme' 'analyst' 'built' 'cs' 'engineer' 'globex' 'mit' 'msc' 'physics' 'python' 'staff' 'technion' 'warehouse'",
      last_position: retitled.position,
    });
  });

  it("searches the resume's own text, else the personal info, at most 4000 characters of it", async () => {
    const id = randomUUID();
    await spec.given(registered(id), saved(id, { personal_info: 'Loves data' }));
    expect((await row(id))?.search_text).toBe('Loves data');
    const text = 'pipeline '.repeat(500);
    await spec.given(saved(id, { description: text }));
    expect((await row(id))?.search_text).toBe(text.slice(0, 4000));
  });

  it('keeps the best tags among the tags: a removed tag is unmarked, a tag not there is never marked', async () => {
    const id = randomUUID();
    const bestTags = async () => {
      const r = await row(id);
      return { tags: r?.tags, selected_tags: r?.selected_tags };
    };
    await spec.given(registered(id), saved(id, { tags: ['Go', 'Rust', 'SQL'], selectedTags: ['Go', 'SQL'] }));
    expect(await bestTags()).toEqual({ tags: ['Go', 'Rust', 'SQL'], selected_tags: ['Go', 'SQL'] });
    await spec.given(saved(id, { tags: ['Go', 'Rust'] }));
    expect(await bestTags()).toEqual({ tags: ['Go', 'Rust'], selected_tags: ['Go'] });
    await spec.given(saved(id, { selectedTags: ['Rust'] }));
    expect(await bestTags()).toEqual({ tags: ['Go', 'Rust'], selected_tags: ['Rust'] });
    await spec.given(saved(id, { selectedTags: ['Rust', 'Kotlin'] }));
    expect(await bestTags()).toEqual({ tags: ['Go', 'Rust'], selected_tags: ['Rust'] });
  });

  it("takes an uploaded resume's text, and keeps the text there when an upload's could not be read", async () => {
    const id = randomUUID();
    const registration = registered(id);
    const upload = ev('ResumeUploaded', { userId: id, resume: file(randomUUID(), 'resume'), description: 'Ten years of Kafka', suggestedTags: ['Kafka'], uploadedAt: '2026-03-03T10:00:00.000Z' });
    await spec.given(registration, upload);
    const written = {
      ...newRow(id, upload),
      description: 'Ten years of Kafka',
      search_text: 'Ten years of Kafka',
      words: "'kafka' 'of' 'ten' 'years'",
      updated_at: new Date('2026-03-03T10:00:00.000Z'),
    };
    expect(await row(id)).toEqual(written);
    const unread = ev('ResumeUploaded', { userId: id, resume: file(randomUUID(), 'resume'), description: null, suggestedTags: [], uploadedAt: '2026-03-04T10:00:00.000Z' });
    await spec.given(unread);
    expect(await row(id)).toEqual({ ...written, updated_at: new Date('2026-03-04T10:00:00.000Z'), last_position: unread.position });
  });

  it('shows the picture set, and none once it is removed', async () => {
    const id = randomUUID();
    const avatar = randomUUID();
    const registration = registered(id);
    const set = ev('AvatarSet', { userId: id, avatar: file(avatar, 'avatar'), setAt: at });
    await spec.given(registration, set);
    expect(await row(id)).toEqual({ ...newRow(id, set), avatar_id: avatar });
    const removed = ev('AvatarRemoved', { userId: id, removedAt: at });
    await spec.given(removed);
    expect(await row(id)).toEqual(newRow(id, removed));
  });

  it('promotes profiles only: another kind of object promoted under the same id leaves the resume as it was', async () => {
    const id = randomUUID();
    const registration = registered(id);
    await spec.given(registration, ev('ObjectPromoted', { userId: id, promotionId: randomUUID(), objectType: 'job', objectId: id, promotedAt: at, expiresAt: at }));
    expect(await row(id)).toEqual(newRow(id, registration));
  });
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { personalJourneyProjection } from './personal-journey.projection';

const recorded = (event: JourneyEvent): RecordedEvent => storedEvent(event.type, event.data as never, { position: nextPosition(), streamId: journeyStreamId(event.data.userId) });
const status = (userId: string, value: string, day: string): JourneyEvent => ({ type: 'JourneyStatusChanged', data: { userId, status: value, changedAt: `${day}T09:00:00.000Z` } });
// an event the log recorded at `iso` (a row's created_at and updated_at are its events' times)
const recordedAt = (event: RecordedEvent, iso: string): RecordedEvent => ({ ...event, recordedAt: new Date(iso) });
const job = { type: 'full-time', company: 'Acme', title: 'PM', titleGroup: 'Product', titleCategories: ['Product'], seniority: null, salary: 100, salaryCurrency: 'USD', salaryFrequency: 'yearly', dateStart: null, description: '' };
// a journey no event has set anything of yet, opened at `iso`
const blankJourney = (userId: string, iso: string) => ({
  user_id: userId,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  title: null,
  title_group: null,
  title_categories: [],
  seniority_level: null,
  lookingforwork: null,
  plan: null,
  status: null,
  cs_manager: null,
  current_step: 0,
  services: [],
  begin_service_date: null,
  signed_date: null,
  cycles_limit: 5,
  cycles_limit_extra: 0,
  safety_net_expire_date: null,
  safety_net_active: false,
  safety_net_activating_date: null,
  is_send_found_job_email: false,
  is_add_to_recruiters_list: false,
  send_cv_from_date: null,
  journey_link: '',
  is_subscription_closed: false,
  subscription_end_date: null,
  hide_subscription_close_button: false,
  freeze_history: [],
  comments: [],
  next_comment: 1,
  questionnaire_comments: '',
  mid_service: null,
  is_mid_service_questionnaire: false,
  saw_explenations: false,
  exclude_list: [],
  created_at: new Date(iso),
  updated_at: new Date(iso),
});

describeProjection(personalJourneyProjection, (spec, db) => {
  const row = (userId: string) => db().selectFrom('personal_journey').selectAll().where('user_id', '=', userId).executeTakeFirst();
  // the row as getPersonalJourneyData reads it (without the log position that wrote it)
  const journey = async (userId: string) => {
    const found = await row(userId);
    if (!found) return undefined;
    const { last_position: _position, ...rest } = found;
    return rest;
  };

  it("opens a journey with its first event and keeps the client's fields", async () => {
    const userId = randomUUID();
    await spec.given(recorded({ type: 'JourneyDataUpdated', data: { userId, fields: { title: 'PM', titleCategories: ['Product'], excludeList: ['a@b.c'] }, updatedAt: '2026-11-01T00:00:00.000Z' } }));
    await spec.given(recorded({ type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: '2026-11-01T00:00:00.000Z' } }));
    expect(await row(userId)).toMatchObject({ user_id: userId, title: 'PM', title_categories: ['Product'], exclude_list: ['a@b.c'], current_step: 1, cycles_limit: 5, comments: [], services: [] });
  });

  it('moves the step back on Back to test', async () => {
    const userId = randomUUID();
    const finished = (from: number): JourneyEvent => ({ type: 'JourneyStepFinished', data: { userId, from, to: from + 1, finishedAt: '2026-11-01T00:00:00.000Z' } });
    await spec.given(...[0, 1, 2, 3, 4].map((from) => recorded(finished(from))));
    expect(await row(userId)).toMatchObject({ current_step: 5 });
    await spec.given(recorded({ type: 'JourneyStepReturned', data: { userId, from: 5, to: 4, returnedAt: '2026-11-02T00:00:00.000Z' } }));
    expect(await row(userId)).toMatchObject({ current_step: 4 });
  });

  it('opens a freeze on freezed, closes it on leaving, and dates the first signature', async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'signed', '2026-10-01')), recorded(status(userId, 'freezed', '2026-10-05')), recorded(status(userId, 'freezed', '2026-10-06')), recorded(status(userId, 'published', '2026-10-20')), recorded(status(userId, 'signed', '2026-10-21')));
    expect(await row(userId)).toMatchObject({ status: 'signed', signed_date: '2026-10-01', freeze_history: [{ start: '2026-10-05', end: '2026-10-20' }] });
  });

  it('adds, edits and deletes comments, and keeps the safety net activation date', async () => {
    const userId = randomUUID();
    await spec.given(
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c1', authorId: 'staff', content: 'one', addedAt: '2026-11-01T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c2', authorId: userId, content: 'two', addedAt: '2026-11-02T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentEdited', data: { userId, commentId: 'c1', content: 'one!', editedAt: '2026-11-03T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentDeleted', data: { userId, commentId: 'c2', deletedAt: '2026-11-04T00:00:00.000Z' } }),
      recorded({ type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: '2026-11-05T00:00:00.000Z', updatedAt: '2026-11-05T00:00:00.000Z' } }),
      recorded({ type: 'SafetyNetUpdated', data: { userId, safetyNetActive: false, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: null, updatedAt: '2026-11-06T00:00:00.000Z' } }),
    );
    expect(await row(userId)).toMatchObject({
      comments: [{ id: 'c1', authorId: 'staff', content: 'one!', date: '2026-11-01T00:00:00.000Z', edited: '2026-11-03T00:00:00.000Z' }],
      next_comment: 3,
      safety_net_active: false,
      safety_net_activating_date: '2026-11-05T00:00:00.000Z',
    });
  });

  it("removes a deleted account's journey", async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'signed', '2026-10-01')));
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: '2026-11-01T00:00:00.000Z' }, { position: nextPosition(), streamId: `user-${userId}` }));
    expect(await row(userId)).toBeUndefined();
  });

  it("shows a new client's journey with nothing set but its status", async () => {
    const userId = randomUUID();
    await spec.given(recordedAt(recorded(status(userId, 'waiting', '2026-10-01')), '2026-10-01T09:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-10-01T09:00:01.000Z'), status: 'waiting' });
  });

  it("shows the admin's settings and the service periods, and keeps them when one setting changes", async () => {
    const userId = randomUUID();
    const fields = {
      cyclesLimit: 8,
      cyclesLimitExtra: 2,
      isSendFoundJobEmail: true,
      isAddToRecruitersList: true,
      sendCVFromDate: '2026-12-01',
      safetyNetExpireDate: '2027-03-01',
      services: [{ start: '2026-11-01', end: '2026-12-31' }, { start: '2027-01-01' }],
      beginServiceDate: '2026-11-01',
      isMidServiceQuestionnaire: true,
      hideSubscriptionCloseButton: true,
    };
    await spec.given(recordedAt(recorded({ type: 'JourneyAdminDataUpdated', data: { userId, fields, updatedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    const set = {
      cycles_limit: 8,
      cycles_limit_extra: 2,
      is_send_found_job_email: true,
      is_add_to_recruiters_list: true,
      send_cv_from_date: '2026-12-01',
      safety_net_expire_date: '2027-03-01',
      services: [{ start: '2026-11-01', end: '2026-12-31' }, { start: '2027-01-01', end: null }],
      begin_service_date: '2026-11-01',
      is_mid_service_questionnaire: true,
      hide_subscription_close_button: true,
    };
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), ...set });
    await spec.given(recordedAt(recorded({ type: 'JourneyAdminDataUpdated', data: { userId, fields: { cyclesLimit: 9 }, updatedAt: '2026-11-02T00:00:00.000Z' } }), '2026-11-02T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), ...set, cycles_limit: 9, updated_at: new Date('2026-11-02T00:00:01.000Z') });
  });

  it('shows the manager, the plan and the journey link', async () => {
    const userId = randomUUID();
    await spec.given(recordedAt(recorded({ type: 'JourneyManagerChanged', data: { userId, manager: 'manager-1', changedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), cs_manager: 'manager-1' });
    await spec.given(recordedAt(recorded({ type: 'JourneyPlanChanged', data: { userId, plan: 'premium', changedAt: '2026-11-02T00:00:00.000Z' } }), '2026-11-02T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), cs_manager: 'manager-1', plan: 'premium', updated_at: new Date('2026-11-02T00:00:01.000Z') });
    await spec.given(recordedAt(recorded({ type: 'JourneyLinkUpdated', data: { userId, journeyLink: 'https://journey/1', updatedAt: '2026-11-03T00:00:00.000Z' } }), '2026-11-03T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({
      ...blankJourney(userId, '2026-11-01T00:00:01.000Z'),
      cs_manager: 'manager-1',
      plan: 'premium',
      journey_link: 'https://journey/1',
      updated_at: new Date('2026-11-03T00:00:01.000Z'),
    });
  });

  it('shows the subscription closed from the day its end was asked for', async () => {
    const userId = randomUUID();
    await spec.given(recordedAt(recorded({ type: 'SubscriptionEndRequested', data: { userId, effectiveAt: '2026-12-31', requestedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), is_subscription_closed: true, subscription_end_date: '2026-12-31' });
  });

  it("shows the mid-service questionnaire's answer in full", async () => {
    const userId = randomUUID();
    const answer = { status: 'found', title: 'PM', company: 'Acme', location: 'Tel Aviv', salary: 100, salaryCurrency: 'USD', salaryFrequency: 'yearly', dateStart: '2027-01-01', description: 'good' };
    await spec.given(recordedAt(recorded({ type: 'MidServiceQuestionnaireAnswered', data: { userId, answer, answeredAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), mid_service: answer });
  });

  it("shows a mid-service questionnaire's unanswered questions as empty", async () => {
    const userId = randomUUID();
    await spec.given(recordedAt(recorded({ type: 'MidServiceQuestionnaireAnswered', data: { userId, answer: {}, answeredAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    const empty = { status: null, title: null, company: null, location: null, salary: null, salaryCurrency: null, salaryFrequency: null, dateStart: null, description: null };
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), mid_service: empty });
  });

  it('edits only the comment edited', async () => {
    const userId = randomUUID();
    await spec.given(
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c1', authorId: 'staff', content: 'one', addedAt: '2026-11-01T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentAdded', data: { userId, commentId: 'c2', authorId: userId, content: 'two', addedAt: '2026-11-02T00:00:00.000Z' } }),
      recorded({ type: 'JourneyCommentEdited', data: { userId, commentId: 'c2', content: 'two!', editedAt: '2026-11-03T00:00:00.000Z' } }),
    );
    expect(await row(userId)).toMatchObject({
      comments: [
        { id: 'c1', authorId: 'staff', content: 'one', date: '2026-11-01T00:00:00.000Z', edited: null },
        { id: 'c2', authorId: userId, content: 'two!', date: '2026-11-02T00:00:00.000Z', edited: '2026-11-03T00:00:00.000Z' },
      ],
    });
  });

  it("leaves the signature date empty until the client's status is signed", async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'freezed', '2026-10-01')), recorded(status(userId, 'published', '2026-10-03')));
    expect(await row(userId)).toMatchObject({ status: 'published', signed_date: null, freeze_history: [{ start: '2026-10-01', end: '2026-10-03' }] });
  });

  it('opens a journey with the details the client checked in onboarding', async () => {
    const userId = randomUUID();
    const fields = { email: 'dana@example.com', phone: '050', first_name: 'Dana', last_name: 'Levi', title: 'PM' };
    await spec.given(recordedAt(storedEvent('OnboardingDataChecked', { userId, fields, checkedAt: '2026-11-01T00:00:00.000Z' }, { position: nextPosition(), streamId: `onboarding-${userId}` }), '2026-11-01T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), ...fields });
  });

  it("takes the details checked in onboarding over the journey's, keeping the rest", async () => {
    const userId = randomUUID();
    await spec.given(
      recordedAt(recorded({ type: 'JourneyDataUpdated', data: { userId, fields: { first_name: 'D', last_name: 'L', title: 'Dev', seniorityLevel: 'senior' }, updatedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'),
      recordedAt(recorded({ type: 'JourneyPlanChanged', data: { userId, plan: 'premium', changedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:02.000Z'),
    );
    await spec.given(recordedAt(storedEvent('OnboardingDataChecked', { userId, fields: { first_name: 'Dana', email: 'dana@example.com' }, checkedAt: '2026-11-02T00:00:00.000Z' }, { position: nextPosition(), streamId: `onboarding-${userId}` }), '2026-11-02T00:00:01.000Z'));
    expect(await journey(userId)).toEqual({
      ...blankJourney(userId, '2026-11-01T00:00:01.000Z'),
      first_name: 'Dana',
      last_name: 'L',
      email: 'dana@example.com',
      title: 'Dev',
      seniority_level: 'senior',
      plan: 'premium',
      updated_at: new Date('2026-11-02T00:00:01.000Z'),
    });
  });

  it('opens a journey signed on the day an offer was signed', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('TalentOfferSigned', { userId, offerId: 'o1', jobId: 'j1', startDate: '2026-12-01', job, signedAt: '2026-11-05T10:00:00.000Z' }, { position: nextPosition(), streamId: `offers-${userId}` }));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-05T10:00:00.000Z'), signed_date: '2026-11-05' });
  });

  it('dates the signature by the signed offer, keeping the rest of the journey', async () => {
    const userId = randomUUID();
    await spec.given(recordedAt(recorded({ type: 'JourneyPlanChanged', data: { userId, plan: 'premium', changedAt: '2026-11-01T00:00:00.000Z' } }), '2026-11-01T00:00:01.000Z'));
    await spec.given(storedEvent('TalentOfferSigned', { userId, offerId: 'o1', jobId: 'j1', startDate: '2026-12-01', job, signedAt: '2026-11-05T10:00:00.000Z' }, { position: nextPosition(), streamId: `offers-${userId}` }));
    expect(await journey(userId)).toEqual({ ...blankJourney(userId, '2026-11-01T00:00:01.000Z'), plan: 'premium', signed_date: '2026-11-05', updated_at: new Date('2026-11-05T10:00:00.000Z') });
  });

  it('keeps the first signature date when an offer is signed later', async () => {
    const userId = randomUUID();
    await spec.given(recorded(status(userId, 'signed', '2026-10-01')));
    await spec.given(storedEvent('TalentOfferSigned', { userId, offerId: 'o1', jobId: 'j1', startDate: '2026-12-01', job, signedAt: '2026-11-05T10:00:00.000Z' }, { position: nextPosition(), streamId: `offers-${userId}` }));
    expect(await row(userId)).toMatchObject({ status: 'signed', signed_date: '2026-10-01' });
  });
});

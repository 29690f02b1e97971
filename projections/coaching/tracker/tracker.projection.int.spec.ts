import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { InterviewFields } from '../../../contracts/coaching/tracker/events';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { trackerProjection } from './tracker.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';
const latest = '2026-11-22T11:00:00.000Z';
const fields: InterviewFields = {
  company: 'Initech', companyUrl: 'https://initech.example', title: 'Data Analyst', titleGroup: 'Data', titleCategories: ['Data', 'BI'], seniorityLevel: 'Mid-Level',
  interviewDate: '2026-11-25', type: 'HR', channel: 'LinkedIn', isApproach: true, assignmentType: 'Home', location: 'Tel Aviv', interviewerName: 'Dana',
  interviewerEmail: 'dana@initech.example', interviewerPhone: '050-1111111', contact: 'Avi', reviewFreeText: 'Went well', csComment: 'Prepare SQL',
  status: 'Waiting', feedback: 'Positive', ratings: { communication: 4, technical: 3 },
};
// the event as written by someone acting (its metadata's actor)
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });

describeProjection(trackerProjection, (spec, db) => {
  const interview = (userId: string, interviewId: string) =>
    db().selectFrom('tracker_interview').selectAll().where('user_id', '=', userId).where('interview_id', '=', interviewId).executeTakeFirst();
  const company = (nameKey: string) => db().selectFrom('tracker_company').select(['name_key', 'name', 'url']).where('name_key', '=', nameKey).executeTakeFirst();
  const cycle = (userId: string, cycleId: string) =>
    db().selectFrom('tracker_cycle_note').select(['cs_comment', 'summary_date', 'summary_author', 'rating']).where('user_id', '=', userId).where('cycle_id', '=', cycleId).executeTakeFirst();
  const journey = (userId: string, summaryId: string) =>
    db()
      .selectFrom('tracker_journey_summary')
      .select(['title', 'date', 'comment', 'cycle_id', 'author_id', 'first_row', 'second_row', 'written_at'])
      .where('user_id', '=', userId)
      .where('summary_id', '=', summaryId)
      .executeTakeFirst();
  const questionnaire = (userId: string) =>
    db().selectFrom('tracker_questionnaire').select(['questionnaire_id', 'answers', 'comments', 'submitted_at']).where('user_id', '=', userId).executeTakeFirst();
  const leads = (userId: string) =>
    db().selectFrom('tracker_lead').select(['lead_id', 'date', 'communication_channel', 'cs_manager', 'summary']).where('user_id', '=', userId).orderBy('lead_id').execute();

  it('keeps an interview added with no fields as empty, with no summary and no company', async () => {
    const [userId, interviewId] = [randomUUID(), randomUUID()];
    const added = storedEvent('InterviewAdded', { userId, interviewId, position: 2, fields: {}, addedAt: at });
    expect(await spec.given(added)).toEqual([]);
    expect(await interview(userId, interviewId)).toEqual({
      user_id: userId, interview_id: interviewId, company: '', company_url: null, title: '', title_group: null, title_categories: [], seniority_level: null, interview_date: '', type: '',
      channel: null, is_approach: false, assignment_type: null, location: null, interviewer_name: null, interviewer_email: null, interviewer_phone: null, contact: null,
      review_free_text: null, cs_comment: null, status: '', feedback: null, position: 2, ratings: {}, client_summary: [], manager_summary: [],
      created_at: new Date(at), updated_at: new Date(at), last_position: added.position,
    });
    expect(await company('')).toBeUndefined();
  });

  it('keeps every field an interview was added with, its free text as the first client summary, and its company', async () => {
    const [userId, interviewId] = [randomUUID(), randomUUID()];
    const name = `Initech ${interviewId.slice(0, 6)}`;
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields: { ...fields, company: `  ${name} ` }, addedAt: at }));
    expect(await interview(userId, interviewId)).toMatchObject({
      company: `  ${name} `, company_url: 'https://initech.example', title: 'Data Analyst', title_group: 'Data', title_categories: ['Data', 'BI'], seniority_level: 'Mid-Level',
      interview_date: '2026-11-25', type: 'HR', channel: 'LinkedIn', is_approach: true, assignment_type: 'Home', location: 'Tel Aviv', interviewer_name: 'Dana',
      interviewer_email: 'dana@initech.example', interviewer_phone: '050-1111111', contact: 'Avi', review_free_text: 'Went well', cs_comment: 'Prepare SQL',
      status: 'Waiting', feedback: 'Positive', position: 1, ratings: { communication: 4, technical: 3 },
      client_summary: [{ date: at, content: 'Went well', by: userId, isAdmin: false }], manager_summary: [], created_at: new Date(at), updated_at: new Date(at),
    });
    expect(await company(name.toLowerCase())).toEqual({ name_key: name.toLowerCase(), name, url: 'https://initech.example' });
  });

  it('changes only what an edit, a status change or feedback carries, and nothing of an interview it does not know', async () => {
    const [userId, interviewId, unknown] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields, addedAt: at }));
    await spec.given(storedEvent('InterviewEdited', { userId, interviewId, fields: { title: 'BI Analyst', isApproach: false, ratings: { communication: 5 }, reviewFreeText: null }, editedAt: later }));
    expect(await interview(userId, interviewId)).toMatchObject({
      title: 'BI Analyst', is_approach: false, ratings: { communication: 5 }, review_free_text: null, company: 'Initech', status: 'Waiting', feedback: 'Positive',
      client_summary: [{ date: at, content: 'Went well', by: userId, isAdmin: false }], created_at: new Date(at), updated_at: new Date(later),
    });
    await spec.given(storedEvent('InterviewStatusChanged', { userId, interviewId, company: 'Initech', from: 'Waiting', status: 'Rejected', changedAt: latest }));
    expect(await interview(userId, interviewId)).toMatchObject({ status: 'Rejected', feedback: 'Positive', title: 'BI Analyst', updated_at: new Date(latest) });
    await spec.given(storedEvent('InterviewFeedbackGiven', { userId, interviewId, company: 'Initech', feedback: 'Too junior', givenAt: later }));
    expect(await interview(userId, interviewId)).toMatchObject({ status: 'Rejected', feedback: 'Too junior', title: 'BI Analyst', updated_at: new Date(later) });
    await spec.given(
      storedEvent('InterviewEdited', { userId, interviewId: unknown, fields: { title: 'Ghost' }, editedAt: at }),
      storedEvent('InterviewStatusChanged', { userId, interviewId: unknown, company: 'Initech', from: 'Waiting', status: 'Rejected', changedAt: at }),
      storedEvent('InterviewFeedbackGiven', { userId, interviewId: unknown, company: 'Initech', feedback: 'None', givenAt: at }),
    );
    expect(await interview(userId, unknown)).toBeUndefined();
  });

  it("keeps a company's first name and its latest url, by its name in lower case without spaces around", async () => {
    const [userId, interviewId] = [randomUUID(), randomUUID()];
    const name = `Globex ${interviewId.slice(0, 6)}`;
    const key = name.toLowerCase();
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields: { company: ` ${name}  `, companyUrl: '' }, addedAt: at }));
    expect(await company(key)).toEqual({ name_key: key, name, url: null });
    // a url given: only the url changes
    await spec.given(storedEvent('InterviewEdited', { userId, interviewId, fields: { company: name.toUpperCase(), companyUrl: 'https://globex.example' }, editedAt: later }));
    expect(await company(key)).toEqual({ name_key: key, name, url: 'https://globex.example' });
    // no url: the name as written this time, the url kept
    await spec.given(storedEvent('InterviewEdited', { userId, interviewId, fields: { company: `  ${key} `, companyUrl: null }, editedAt: later }));
    expect(await company(key)).toEqual({ name_key: key, name: key, url: 'https://globex.example' });
    // an edit that names no company leaves companies as they are
    await spec.given(storedEvent('InterviewEdited', { userId, interviewId, fields: { companyUrl: 'https://other.example' }, editedAt: later }));
    expect(await company(key)).toEqual({ name_key: key, name: key, url: 'https://globex.example' });
  });

  it('adds client and manager summaries by whoever wrote them, rewrites one in place keeping its date, and changes nothing on a replay', async () => {
    const [userId, interviewId] = [randomUUID(), randomUUID()];
    const first = { date: at, content: 'Went well', by: userId, isAdmin: false };
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields, addedAt: at }));
    const second = by('staff-1', storedEvent('InterviewSummaryWritten', { userId, interviewId, kind: 'client', index: null, content: 'Second round', authorId: 'old-author', byStaff: true, writtenAt: later }));
    await spec.given(second);
    expect(await interview(userId, interviewId)).toMatchObject({
      client_summary: [first, { date: later, content: 'Second round', by: 'staff-1', isAdmin: true }], review_free_text: 'Second round', cs_comment: 'Prepare SQL', manager_summary: [], updated_at: new Date(later),
    });
    // an event written before actors were named says its author in authorId
    await spec.given(storedEvent('InterviewSummaryWritten', { userId, interviewId, kind: 'client', index: 0, content: 'Went very well', authorId: 'old-author', byStaff: false, writtenAt: latest }));
    expect(await interview(userId, interviewId)).toMatchObject({
      client_summary: [{ date: at, content: 'Went very well', by: 'old-author', isAdmin: false }, { date: later, content: 'Second round', by: 'staff-1', isAdmin: true }],
      review_free_text: 'Went very well', updated_at: new Date(latest),
    });
    await spec.given(
      storedEvent('InterviewSummaryWritten', { userId, interviewId, kind: 'manager', index: null, content: 'Needs SQL', byStaff: true, writtenAt: later }),
      by('staff-2', storedEvent('InterviewSummaryWritten', { userId, interviewId, kind: 'manager', index: null, content: 'Ready', byStaff: true, writtenAt: latest })),
    );
    await spec.given(by('staff-3', storedEvent('InterviewSummaryWritten', { userId, interviewId, kind: 'manager', index: 1, content: 'Ready now', byStaff: false, writtenAt: at })));
    const manager = [{ date: later, content: 'Needs SQL', by: '', isAdmin: true }, { date: latest, content: 'Ready now', by: 'staff-3', isAdmin: false }];
    const expected = {
      client_summary: [{ date: at, content: 'Went very well', by: 'old-author', isAdmin: false }, { date: later, content: 'Second round', by: 'staff-1', isAdmin: true }],
      manager_summary: manager, review_free_text: 'Went very well', cs_comment: 'Ready now', updated_at: new Date(at),
    };
    expect(await interview(userId, interviewId)).toMatchObject(expected);
    await spec.given(second);
    expect(await interview(userId, interviewId)).toMatchObject(expected);
  });

  it('writes no summary for an interview it does not know, and removes a deleted interview alone', async () => {
    const [userId, kept, gone, unknown] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('InterviewSummaryWritten', { userId, interviewId: unknown, kind: 'client', index: null, content: 'Lost', byStaff: false, writtenAt: at }),
      storedEvent('InterviewSummaryWritten', { userId, interviewId: unknown, kind: 'manager', index: null, content: 'Lost', byStaff: true, writtenAt: at }),
      storedEvent('InterviewAdded', { userId, interviewId: kept, position: 1, fields: {}, addedAt: at }),
      storedEvent('InterviewAdded', { userId, interviewId: gone, position: 2, fields: {}, addedAt: at }),
      storedEvent('InterviewDeleted', { userId, interviewId: gone, deletedAt: later }),
    );
    expect(await interview(userId, unknown)).toBeUndefined();
    expect(await interview(userId, gone)).toBeUndefined();
    expect(await interview(userId, kept)).toMatchObject({ position: 1 });
  });

  it('keeps a journey summary as last written, by its author, and removes it once deleted', async () => {
    const [userId, s1, s2] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      by('staff-1', storedEvent('JourneySummaryWritten', { userId, summaryId: s1, title: 'Week 1', date: '2026-11-20', comment: 'Started', cycleId: 'c1', authorId: 'old-author', firstRow: 'CV sent', secondRow: 'Two calls', writtenAt: at })),
      storedEvent('JourneySummaryWritten', { userId, summaryId: s2, title: 'Week 2', date: '2026-11-27', comment: 'Going', cycleId: null, writtenAt: later }),
    );
    expect(await journey(userId, s1)).toEqual({ title: 'Week 1', date: '2026-11-20', comment: 'Started', cycle_id: 'c1', author_id: 'staff-1', first_row: 'CV sent', second_row: 'Two calls', written_at: new Date(at) });
    expect(await journey(userId, s2)).toEqual({ title: 'Week 2', date: '2026-11-27', comment: 'Going', cycle_id: null, author_id: '', first_row: null, second_row: null, written_at: new Date(later) });
    await spec.given(storedEvent('JourneySummaryWritten', { userId, summaryId: s1, title: 'Week 1 again', date: '2026-11-21', comment: 'Restarted', cycleId: null, authorId: 'old-author', secondRow: null, writtenAt: latest }));
    expect(await journey(userId, s1)).toEqual({ title: 'Week 1 again', date: '2026-11-21', comment: 'Restarted', cycle_id: null, author_id: 'old-author', first_row: null, second_row: null, written_at: new Date(latest) });
    await spec.given(storedEvent('JourneySummaryDeleted', { userId, summaryId: s2, deletedAt: latest }));
    expect(await journey(userId, s2)).toBeUndefined();
    expect(await journey(userId, s1)).toMatchObject({ title: 'Week 1 again' });
  });

  it("keeps a cycle's comment and its rating apart, whichever comes first", async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('CycleRatingChanged', { userId, cycleId: 'rated-first', rating: 3, changedAt: at }),
      by('staff-1', storedEvent('CycleCommentChanged', { userId, cycleId: 'commented-first', comment: 'Good start', authorId: 'old-author', changedAt: at })),
    );
    expect(await cycle(userId, 'rated-first')).toEqual({ cs_comment: null, summary_date: null, summary_author: null, rating: 3 });
    expect(await cycle(userId, 'commented-first')).toEqual({ cs_comment: 'Good start', summary_date: at, summary_author: 'staff-1', rating: null });
    await spec.given(
      storedEvent('CycleCommentChanged', { userId, cycleId: 'rated-first', comment: 'Slow', authorId: 'old-author', changedAt: later }),
      storedEvent('CycleRatingChanged', { userId, cycleId: 'commented-first', rating: 5, changedAt: later }),
    );
    expect(await cycle(userId, 'rated-first')).toEqual({ cs_comment: 'Slow', summary_date: later, summary_author: 'old-author', rating: 3 });
    expect(await cycle(userId, 'commented-first')).toEqual({ cs_comment: 'Good start', summary_date: at, summary_author: 'staff-1', rating: 5 });
    await spec.given(storedEvent('CycleCommentChanged', { userId, cycleId: 'rated-first', comment: 'Better', changedAt: latest }));
    expect(await cycle(userId, 'rated-first')).toEqual({ cs_comment: 'Better', summary_date: latest, summary_author: '', rating: 3 });
  });

  it('merges the answers of submissions and single fields, and keeps a comment per field until it is cleared', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    await spec.given(storedEvent('QuestionnaireFieldSet', { userId, questionnaireId: 'q1', fieldName: 'age', value: 30, comment: 'Asked twice', setAt: at }));
    expect(await questionnaire(userId)).toEqual({ questionnaire_id: 'q1', answers: { age: 30 }, comments: { age: 'Asked twice' }, submitted_at: null });
    await spec.given(storedEvent('QuestionnaireSubmitted', { userId, questionnaireId: 'q2', answers: { city: 'Haifa' }, submittedAt: later }));
    expect(await questionnaire(userId)).toEqual({ questionnaire_id: 'q2', answers: { age: 30, city: 'Haifa' }, comments: { age: 'Asked twice' }, submitted_at: new Date(later) });
    await spec.given(storedEvent('QuestionnaireFieldSet', { userId, questionnaireId: 'q3', fieldName: 'city', value: 'Tel Aviv', comment: 'Moved', setAt: latest }));
    expect(await questionnaire(userId)).toEqual({ questionnaire_id: 'q3', answers: { age: 30, city: 'Tel Aviv' }, comments: { age: 'Asked twice', city: 'Moved' }, submitted_at: new Date(later) });
    await spec.given(storedEvent('QuestionnaireFieldSet', { userId, questionnaireId: 'q3', fieldName: 'age', value: 32, comment: null, setAt: latest }));
    expect(await questionnaire(userId)).toEqual({ questionnaire_id: 'q3', answers: { age: 32, city: 'Tel Aviv' }, comments: { city: 'Moved' }, submitted_at: new Date(later) });
    await spec.given(storedEvent('QuestionnaireFieldSet', { userId, questionnaireId: 'q3', fieldName: 'city', value: 'Tel Aviv', comment: '', setAt: latest }));
    expect(await questionnaire(userId)).toMatchObject({ comments: {} });
    await spec.given(storedEvent('QuestionnaireSubmitted', { userId: other, questionnaireId: 'q9', answers: { goal: 'Data' }, submittedAt: at }));
    expect(await questionnaire(other)).toEqual({ questionnaire_id: 'q9', answers: { goal: 'Data' }, comments: {}, submitted_at: new Date(at) });
  });

  it('keeps each lead of the questionnaire as first added', async () => {
    const userId = randomUUID();
    const lead = storedEvent('QuestionnaireLeadAdded', { userId, questionnaireId: 'q1', leadId: 'l1', date: '2026-11-19', communicationChannel: 'Phone', csManager: 'csm-1', summary: 'Called', addedAt: at });
    await spec.given(lead, storedEvent('QuestionnaireLeadAdded', { userId, questionnaireId: 'q1', leadId: 'l2', date: '2026-11-20', communicationChannel: 'WhatsApp', csManager: null, summary: 'Wrote', addedAt: at }));
    await spec.given(lead, storedEvent('QuestionnaireLeadAdded', { userId, questionnaireId: 'q1', leadId: 'l1', date: '2026-11-30', communicationChannel: 'Mail', csManager: null, summary: 'Again', addedAt: later }));
    expect(await leads(userId)).toEqual([
      { lead_id: 'l1', date: '2026-11-19', communication_channel: 'Phone', cs_manager: 'csm-1', summary: 'Called' },
      { lead_id: 'l2', date: '2026-11-20', communication_channel: 'WhatsApp', cs_manager: null, summary: 'Wrote' },
    ]);
  });

  it("erases all of a deleted account's rows and none of anyone else's", async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    const name = `Umbrella ${gone.slice(0, 6)}`;
    for (const userId of [gone, kept])
      await spec.given(
        storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 1, fields: { company: name }, addedAt: at }),
        storedEvent('JourneySummaryWritten', { userId, summaryId: 's1', title: 'Week 1', date: '2026-11-20', comment: 'Started', cycleId: null, writtenAt: at }),
        storedEvent('CycleRatingChanged', { userId, cycleId: 'c1', rating: 4, changedAt: at }),
        storedEvent('QuestionnaireSubmitted', { userId, questionnaireId: 'q1', answers: { age: 30 }, submittedAt: at }),
        storedEvent('QuestionnaireLeadAdded', { userId, questionnaireId: 'q1', leadId: 'l1', date: '2026-11-19', communicationChannel: 'Phone', csManager: null, summary: 'Called', addedAt: at }),
      );
    await spec.given(storedEvent('AccountDeleted', { userId: gone, deletedAt: later }));
    expect(await interview(gone, 'i1')).toBeUndefined();
    expect(await journey(gone, 's1')).toBeUndefined();
    expect(await cycle(gone, 'c1')).toBeUndefined();
    expect(await questionnaire(gone)).toBeUndefined();
    expect(await leads(gone)).toEqual([]);
    expect(await interview(kept, 'i1')).toMatchObject({ company: name });
    expect(await journey(kept, 's1')).toMatchObject({ title: 'Week 1' });
    expect(await cycle(kept, 'c1')).toMatchObject({ rating: 4 });
    expect(await questionnaire(kept)).toMatchObject({ answers: { age: 30 } });
    expect(await leads(kept)).toHaveLength(1);
    expect(await company(name.toLowerCase())).toEqual({ name_key: name.toLowerCase(), name, url: null });
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const history = (userId: string, name: string): RecordedEvent[] => [
      storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 1, fields: { ...fields, company: name }, addedAt: at }),
      storedEvent('InterviewAdded', { userId, interviewId: 'i2', position: 2, fields: { company: name }, addedAt: at }),
      storedEvent('InterviewEdited', { userId, interviewId: 'i1', fields: { title: 'Lead Analyst', companyUrl: 'https://batch.example' }, editedAt: later }),
      storedEvent('InterviewStatusChanged', { userId, interviewId: 'i1', company: name, from: 'Waiting', status: 'Offer', changedAt: later }),
      storedEvent('InterviewFeedbackGiven', { userId, interviewId: 'i1', company: name, feedback: 'Great', givenAt: later }),
      by('staff-1', storedEvent('InterviewSummaryWritten', { userId, interviewId: 'i1', kind: 'manager', index: null, content: 'Strong', byStaff: true, writtenAt: later })),
      storedEvent('InterviewSummaryWritten', { userId, interviewId: 'i1', kind: 'client', index: 0, content: 'Edited', authorId: 'old-author', byStaff: false, writtenAt: latest }),
      storedEvent('InterviewSummaryWritten', { userId, interviewId: 'missing', kind: 'client', index: null, content: 'Lost', byStaff: false, writtenAt: latest }),
      storedEvent('InterviewDeleted', { userId, interviewId: 'i2', deletedAt: latest }),
      storedEvent('JourneySummaryWritten', { userId, summaryId: 's1', title: 'Week 1', date: '2026-11-20', comment: 'Started', cycleId: 'c1', firstRow: 'CV', writtenAt: at }),
      storedEvent('JourneySummaryWritten', { userId, summaryId: 's2', title: 'Week 2', date: '2026-11-27', comment: 'Going', cycleId: null, writtenAt: at }),
      storedEvent('JourneySummaryDeleted', { userId, summaryId: 's2', deletedAt: later }),
      storedEvent('CycleRatingChanged', { userId, cycleId: 'c1', rating: 2, changedAt: at }),
      by('staff-1', storedEvent('CycleCommentChanged', { userId, cycleId: 'c1', comment: 'Slow', changedAt: later })),
      storedEvent('QuestionnaireFieldSet', { userId, questionnaireId: 'q1', fieldName: 'age', value: 30, comment: 'Asked', setAt: at }),
      storedEvent('QuestionnaireSubmitted', { userId, questionnaireId: 'q1', answers: { city: 'Haifa' }, submittedAt: later }),
      storedEvent('QuestionnaireLeadAdded', { userId, questionnaireId: 'q1', leadId: 'l1', date: '2026-11-19', communicationChannel: 'Phone', csManager: null, summary: 'Called', addedAt: at }),
    ];
    const rowsOf = async (userId: string) => ({
      interviews: await db().selectFrom('tracker_interview').selectAll().where('user_id', '=', userId).orderBy('interview_id').execute(),
      journey: await db().selectFrom('tracker_journey_summary').selectAll().where('user_id', '=', userId).orderBy('summary_id').execute(),
      cycles: await db().selectFrom('tracker_cycle_note').selectAll().where('user_id', '=', userId).execute(),
      questionnaire: await questionnaire(userId),
      leads: await leads(userId),
    });
    // the same history, one event at a time for one client and as a rebuild for another
    const [oneByOne, rebuilt] = [randomUUID(), randomUUID()];
    await spec.given(...history(oneByOne, `One ${oneByOne.slice(0, 6)}`));
    await spec.givenViaBatchForm(...history(rebuilt, `Batch ${rebuilt.slice(0, 6)}`));
    const rows = await rowsOf(rebuilt);
    expect(rows.interviews).toHaveLength(1);
    expect(rows.interviews[0]).toMatchObject({
      interview_id: 'i1', company: `Batch ${rebuilt.slice(0, 6)}`, title: 'Lead Analyst', company_url: 'https://batch.example', status: 'Offer', feedback: 'Great', review_free_text: 'Edited', cs_comment: 'Strong',
      client_summary: [{ date: at, content: 'Edited', by: 'old-author', isAdmin: false }], manager_summary: [{ date: later, content: 'Strong', by: 'staff-1', isAdmin: true }], updated_at: new Date(latest),
    });
    expect(rows.journey).toMatchObject([{ summary_id: 's1', cycle_id: 'c1', first_row: 'CV', second_row: null, author_id: '' }]);
    expect(rows.cycles).toMatchObject([{ cycle_id: 'c1', cs_comment: 'Slow', summary_date: later, summary_author: 'staff-1', rating: 2 }]);
    expect(rows.questionnaire).toEqual({ questionnaire_id: 'q1', answers: { age: 30, city: 'Haifa' }, comments: { age: 'Asked' }, submitted_at: new Date(later) });
    const strip = (r: Awaited<ReturnType<typeof rowsOf>>) => JSON.parse(JSON.stringify(r, (k, v: unknown) => (k === 'user_id' || k === 'last_position' || k === 'company' ? undefined : v))) as unknown;
    expect(strip(rows)).toEqual(strip(await rowsOf(oneByOne)));
    // the edit names no company: the company keeps the url it was added with
    const batchKey = `batch ${rebuilt.slice(0, 6)}`;
    expect(await company(batchKey)).toEqual({ name_key: batchKey, name: `Batch ${rebuilt.slice(0, 6)}`, url: 'https://initech.example' });
    expect(await company(`one ${oneByOne.slice(0, 6)}`)).toEqual({ name_key: `one ${oneByOne.slice(0, 6)}`, name: `One ${oneByOne.slice(0, 6)}`, url: 'https://initech.example' });
  });
});

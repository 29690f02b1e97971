import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { interviewDayOf, interviewReportProjection } from './interview-report.projection';

const at = '2026-05-01T10:00:00.000Z';

describeProjection(interviewReportProjection, (spec, db) => {
  const row = (userId: string, interviewId: string) =>
    db()
      .selectFrom('interview_report')
      .select(['company', 'status', 'type', 'interview_date', 'interview_day', 'position', 'feedback', 'cs_comment', 'review_free_text', 'client_summary', 'manager_summary'])
      .where('user_id', '=', userId)
      .where('interview_id', '=', interviewId)
      .executeTakeFirst();

  it('keeps an interview as added, then its edits, status, feedback and summaries', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 2, fields: { company: 'Wix', type: 'HR Interview', status: 'Interviewing', interviewDate: '2026-05-03', reviewFreeText: 'Went well' }, addedAt: at }));
    await spec.given(
      storedEvent('InterviewEdited', { userId, interviewId: 'i1', fields: { title: 'Analyst', interviewDate: '2026-05-04T21:30:00.000Z' }, editedAt: at }),
      storedEvent('InterviewStatusChanged', { userId, interviewId: 'i1', company: 'Wix', from: 'Interviewing', status: 'They said no', changedAt: at }),
      storedEvent('InterviewFeedbackGiven', { userId, interviewId: 'i1', company: 'Wix', feedback: 'Too senior', givenAt: at }),
      storedEvent('InterviewSummaryWritten', { userId, interviewId: 'i1', kind: 'manager', index: null, content: 'Ask for feedback', authorId: 'coach-1', byStaff: true, writtenAt: at }),
    );
    expect(await row(userId, 'i1')).toEqual({
      company: 'Wix',
      status: 'They said no',
      type: 'HR Interview',
      interview_date: '2026-05-04T21:30:00.000Z',
      // 00:30 on the 5th in Israel
      interview_day: '2026-05-05',
      position: 2,
      feedback: 'Too senior',
      cs_comment: 'Ask for feedback',
      review_free_text: 'Went well',
      client_summary: [{ date: at, content: 'Went well', by: userId, isAdmin: false }],
      manager_summary: [{ date: at, content: 'Ask for feedback', by: 'coach-1', isAdmin: true }],
    });
  });

  it('takes an interview out when it is deleted, and every one of a deleted account', async () => {
    const userId = randomUUID();
    const add = (interviewId: string) => storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields: { company: 'Gong', type: 'HR Interview', status: 'Interviewing', interviewDate: '2026-05-03' }, addedAt: at });
    await spec.givenViaBatchForm(add('a'), add('b'), add('c'), storedEvent('InterviewDeleted', { userId, interviewId: 'a', deletedAt: at }));
    expect(await row(userId, 'a')).toBeUndefined();
    expect(await row(userId, 'b')).toMatchObject({ company: 'Gong', interview_day: '2026-05-03' });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await db().selectFrom('interview_report').select('interview_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('reads a day as saved and a moment as its day in Israel', () => {
    expect(interviewDayOf('2026-01-31')).toBe('2026-01-31');
    expect(interviewDayOf('2026-01-31T22:30:00.000Z')).toBe('2026-02-01');
    expect(interviewDayOf('2026-01-31T10:00:00+02:00')).toBe('2026-01-31');
    // a day as typed stays that day, even one the calendar has not
    expect(interviewDayOf('2026-02-30')).toBe('2026-02-30');
  });

  it('keeps the day written before a date that is no moment', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 1, fields: { company: 'Wix', interviewDate: '2026-05-03 in the morning' }, addedAt: at }));
    expect(await row(userId, 'i1')).toMatchObject({ interview_date: '2026-05-03 in the morning', interview_day: '2026-05-03' });
  });

  it('starts an interview added with few fields blank, and an edit leaves the fields it does not send as they were', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 1, fields: { company: 'Monday' }, addedAt: at }));
    expect(await row(userId, 'i1')).toEqual({
      company: 'Monday',
      status: '',
      type: '',
      interview_date: '',
      interview_day: '',
      position: 1,
      feedback: null,
      cs_comment: null,
      review_free_text: null,
      client_summary: [],
      manager_summary: [],
    });
    await spec.given(
      storedEvent('InterviewEdited', { userId, interviewId: 'i1', fields: { interviewDate: '2026-05-10' }, editedAt: at }),
      storedEvent('InterviewEdited', { userId, interviewId: 'i1', fields: { type: 'Tech Interview', status: 'Waiting' }, editedAt: at }),
    );
    expect(await row(userId, 'i1')).toMatchObject({ company: 'Monday', type: 'Tech Interview', status: 'Waiting', interview_date: '2026-05-10', interview_day: '2026-05-10' });
  });

  it("adds a client's summaries to the client's list, rewrites one in place keeping its date, and credits nobody when no author is known", async () => {
    const userId = randomUUID();
    const later = '2026-05-02T10:00:00.000Z';
    const written = (kind: 'client' | 'manager', index: number | null, content: string, writtenAt: string, authorId?: string) =>
      storedEvent('InterviewSummaryWritten', { userId, interviewId: 'i1', kind, index, content, ...(authorId ? { authorId } : {}), byStaff: kind === 'manager', writtenAt });
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId: 'i1', position: 1, fields: { company: 'Wix', type: 'HR Interview', status: 'Interviewing', interviewDate: '2026-05-03' }, addedAt: at }));
    await spec.given(
      written('client', null, 'First round', at, userId),
      written('client', null, 'Second round', at, userId),
      written('manager', null, 'Prepare', at),
      written('client', 0, 'First round, went well', later, userId),
    );
    expect(await row(userId, 'i1')).toEqual({
      company: 'Wix',
      status: 'Interviewing',
      type: 'HR Interview',
      interview_date: '2026-05-03',
      interview_day: '2026-05-03',
      position: 1,
      feedback: null,
      cs_comment: 'Prepare',
      review_free_text: 'First round, went well',
      client_summary: [
        { date: at, content: 'First round, went well', by: userId, isAdmin: false },
        { date: at, content: 'Second round', by: userId, isAdmin: false },
      ],
      manager_summary: [{ date: at, content: 'Prepare', by: '', isAdmin: true }],
    });
  });

  it('writes no row for a summary of an interview the report does not have', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('InterviewSummaryWritten', { userId, interviewId: 'gone', kind: 'client', index: null, content: 'Late note', authorId: userId, byStaff: false, writtenAt: at }));
    expect(await db().selectFrom('interview_report').select('interview_id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});

import { describe, it } from 'vitest';
import type { InterviewFields, TrackerEvent } from '../../../contracts/coaching/tracker/events';
import { trackerMessages as m } from '../../../contracts/coaching/tracker/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { trackerDecider, type TrackerCommand } from './decide-tracker';

const given = DeciderSpecification.for(trackerDecider);
const userId = 'client-1';
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const earlier = '2026-11-01T00:00:00.000Z';

const added = (interviewId: string, fields: InterviewFields, position = 1): TrackerEvent => ({ type: 'InterviewAdded', data: { userId, interviewId, position, fields, addedAt: earlier } });
const globex = added('i1', { company: 'Globex', interviewDate: '2026-10-01', type: 'HR Interview', channel: 'Call', isApproach: false, status: 'Interviewing' });
const laterAtGlobex = added('i2', { company: 'globex ', interviewDate: '2026-10-15', type: 'Professional Interview', channel: 'On-Site', isApproach: false, status: 'Interviewing' }, 2);
const initech = added('i3', { company: 'Initech', interviewDate: '2026-10-20', type: 'HR Interview', channel: 'Call', isApproach: false, status: 'Interviewing' });
const deleted = (interviewId: string): TrackerEvent => ({ type: 'InterviewDeleted', data: { userId, interviewId, deletedAt: earlier } });
const feedbackGiven = (interviewId: string, feedback: string): TrackerEvent => ({ type: 'InterviewFeedbackGiven', data: { userId, interviewId, company: 'Globex', feedback, givenAt: earlier } });
const summaryWritten = (kind: 'client' | 'manager', index: number | null): TrackerEvent => ({
  type: 'InterviewSummaryWritten',
  data: { userId, interviewId: 'i1', kind, index, content: 'Went well', byStaff: kind === 'manager', writtenAt: earlier },
});
const journeySummary = { summaryId: 's1', title: 'Cycle 1', date: '2026-11-19', comment: 'Good replies', cycleId: 'c1', firstRow: 'Sent 40', secondRow: null };
const journeySummaryWritten: TrackerEvent = { type: 'JourneySummaryWritten', data: { userId, ...journeySummary, writtenAt: earlier } };
const journeySummaryDeleted: TrackerEvent = { type: 'JourneySummaryDeleted', data: { userId, summaryId: 's1', deletedAt: earlier } };

type Without<T extends TrackerCommand['type']> = Omit<Extract<TrackerCommand, { type: T }>, 'type' | 'userId' | 'now'>;
const add = (c: Without<'AddInterview'>): TrackerCommand => ({ type: 'AddInterview', userId, now, ...c });
const edit = (fields: InterviewFields, byStaff = false): TrackerCommand => ({ type: 'EditInterview', userId, now, interviewId: 'i1', fields, byStaff });
const status = (c: Without<'ChangeStatus'>): TrackerCommand => ({ type: 'ChangeStatus', userId, now, ...c });
const summary = (c: Without<'WriteInterviewSummary'>): TrackerCommand => ({ type: 'WriteInterviewSummary', userId, now, ...c });
const interviewAdded = (interviewId: string, position: number, fields: InterviewFields): TrackerEvent[] => [{ type: 'InterviewAdded', data: { userId, interviewId, position, fields, addedAt: at } }];
const interviewEdited = (fields: InterviewFields): TrackerEvent[] => [{ type: 'InterviewEdited', data: { userId, interviewId: 'i1', fields, editedAt: at } }];
const statusChanged = (interviewId: string, from: string, to: string, company = 'Globex'): TrackerEvent => ({ type: 'InterviewStatusChanged', data: { userId, interviewId, company, from, status: to, changedAt: at } });
const feedbackOn = (interviewId: string, feedback: string, company = 'Globex'): TrackerEvent => ({ type: 'InterviewFeedbackGiven', data: { userId, interviewId, company, feedback, givenAt: at } });

describe('the interview tracker decider', () => {
  it("adds an interview with the default status and type, numbered among the company's interviews whatever their case and spacing", () => {
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex' }, byStaff: false })).then(
      interviewAdded('i1', 1, { company: 'Globex', status: 'Interviewing', type: 'HR Interview', isApproach: false, channel: 'Call' }),
    );
    given([globex, initech]).when(add({ interviewId: 'i4', fields: { company: ' GLOBEX', status: 'In process', type: 'Linkedin Approach' }, byStaff: false })).then(
      interviewAdded('i4', 2, { company: ' GLOBEX', status: 'In process', type: 'Linkedin Approach', isApproach: true, channel: 'Linkedin' }),
    );
    given([globex, laterAtGlobex, initech]).when(add({ interviewId: 'i4', fields: { company: 'Initech' }, byStaff: false })).then(
      interviewAdded('i4', 2, { company: 'Initech', status: 'Interviewing', type: 'HR Interview', isApproach: false, channel: 'Call' }),
    );
    // an interview without a company counts among the others without one
    given([added('i1', { type: 'Home Assignment' })]).when(add({ interviewId: 'i2', fields: {}, byStaff: false })).then(
      interviewAdded('i2', 2, { status: 'Interviewing', type: 'HR Interview', isApproach: false, channel: 'Call' }),
    );
  });

  it("takes the channel sent, else the type's: none for a home assignment or a type the lists do not know", () => {
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', type: 'Technical Interview', channel: 'On-Site' }, byStaff: false })).then(
      interviewAdded('i1', 1, { company: 'Globex', status: 'Interviewing', type: 'Technical Interview', isApproach: false, channel: 'On-Site' }),
    );
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', type: 'Home Assignment' }, byStaff: false })).then(
      interviewAdded('i1', 1, { company: 'Globex', status: 'Interviewing', type: 'Home Assignment', isApproach: false, channel: null }),
    );
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', type: 'Coffee chat' }, byStaff: false })).then(
      interviewAdded('i1', 1, { company: 'Globex', status: 'Interviewing', type: 'Coffee chat', isApproach: false, channel: null }),
    );
  });

  it("keeps the manager's comment to staff", () => {
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', csComment: 'Strong fit' }, byStaff: false })).thenFails('NotStaff', m.TrackerStaffOnlyManagerSummary);
    given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', csComment: 'Strong fit' }, byStaff: true })).then(
      interviewAdded('i1', 1, { company: 'Globex', csComment: 'Strong fit', status: 'Interviewing', type: 'HR Interview', isApproach: false, channel: 'Call' }),
    );
    // a blank or empty comment on a new interview is no comment
    for (const csComment of ['  ', null]) {
      given([]).when(add({ interviewId: 'i1', fields: { company: 'Globex', csComment }, byStaff: false })).then(
        interviewAdded('i1', 1, { company: 'Globex', csComment, status: 'Interviewing', type: 'HR Interview', isApproach: false, channel: 'Call' }),
      );
    }
    // an edit that sends the comment at all is staff's
    given([globex]).when(edit({ csComment: null })).thenFails('NotStaff', m.TrackerStaffOnlyManagerSummary);
    given([globex]).when(edit({ csComment: 'Strong fit' }, true)).then(interviewEdited({ csComment: 'Strong fit' }));
  });

  it('edits only the fields sent, of an interview that is there, and records nothing for no fields', () => {
    given([]).when(edit({ interviewDate: '2026-10-02' })).thenFails('TrackerNotFound', m.TrackerInterviewNotFound);
    given([globex, deleted('i1')]).when(edit({ interviewDate: '2026-10-02' })).thenFails('TrackerNotFound', m.TrackerInterviewNotFound);
    given([globex]).when(edit({})).thenNothingHappens();
    given([globex]).when(edit({ interviewDate: '2026-10-02' })).then(interviewEdited({ interviewDate: '2026-10-02' }));
  });

  it("on a new type keeps the interview's channel when the type offers it, else takes the type's", () => {
    given([globex]).when(edit({ type: 'Technical Interview' })).then(interviewEdited({ type: 'Technical Interview', isApproach: false }));
    given([globex]).when(edit({ type: 'Professional Interview' })).then(interviewEdited({ type: 'Professional Interview', isApproach: false, channel: 'On-Site' }));
    given([globex]).when(edit({ type: 'Professional Interview', channel: 'Video' })).then(interviewEdited({ type: 'Professional Interview', isApproach: false, channel: 'Video' }));
    given([globex]).when(edit({ type: 'Email Approach' })).then(interviewEdited({ type: 'Email Approach', isApproach: true, channel: 'Email' }));
    given([globex]).when(edit({ type: 'Coffee chat' })).then(interviewEdited({ type: 'Coffee chat', isApproach: false, channel: null }));
    given([added('i1', { company: 'Globex', type: 'Home Assignment' })]).when(edit({ type: 'Technical Interview' })).then(interviewEdited({ type: 'Technical Interview', isApproach: false, channel: 'Video' }));
  });

  it('asks the reason for a refusal unless the interview has one', () => {
    given([globex]).when(edit({ status: 'They said no' })).thenFails('ValidationFailed', m.TrackerReasonRequired);
    given([globex]).when(edit({ status: 'I said no', feedback: '  ' })).thenFails('ValidationFailed', m.TrackerReasonRequired);
    given([globex]).when(edit({ status: 'I said no', feedback: 'Too far' })).then(interviewEdited({ status: 'I said no', feedback: 'Too far' }));
    given([globex, feedbackGiven('i1', 'Slow process')]).when(edit({ status: 'They said no' })).then(interviewEdited({ status: 'They said no' }));
    given([globex]).when(edit({ status: 'Waiting for feedback' })).then(interviewEdited({ status: 'Waiting for feedback' }));
  });

  it("changes the status of the company's newest interview, or the one named there, giving the feedback sent with it", () => {
    given([]).when(status({ company: 'Globex', status: 'In process' })).thenFails('TrackerNotFound', m.TrackerNoInterviewsAtCompany);
    given([globex, initech]).when(status({ company: 'globex', status: 'In process' })).then([statusChanged('i1', 'Interviewing', 'In process')]);
    given([globex, laterAtGlobex, initech]).when(status({ company: 'Globex', status: 'In process' })).then([statusChanged('i2', 'Interviewing', 'In process', 'globex ')]);
    given([laterAtGlobex, globex]).when(status({ company: 'Globex', status: 'In process' })).then([statusChanged('i2', 'Interviewing', 'In process', 'globex ')]);
    given([globex, laterAtGlobex]).when(status({ company: 'Globex', interviewId: 'i1', status: 'In process' })).then([statusChanged('i1', 'Interviewing', 'In process')]);
    given([globex, initech]).when(status({ company: 'Globex', interviewId: 'i3', status: 'In process' })).thenFails('TrackerNotFound', m.TrackerNoInterviewsAtCompany);
    given([globex]).when(status({ company: 'Globex', interviewId: 'i9', status: 'In process' })).thenFails('TrackerNotFound', m.TrackerNoInterviewsAtCompany);
    given([globex]).when(status({ company: 'Globex', status: 'Interviewing', feedback: null })).thenNothingHappens();
    given([globex]).when(status({ company: 'Globex', status: 'Interviewing', feedback: 'Nice team' })).then([feedbackOn('i1', 'Nice team')]);
  });

  it('asks the reason for a refusal of the status too, and gives a reason only once', () => {
    given([globex]).when(status({ company: 'Globex', status: 'They said no' })).thenFails('ValidationFailed', m.TrackerReasonRequired);
    given([globex]).when(status({ company: 'Globex', status: 'They said no', feedback: ' ' })).thenFails('ValidationFailed', m.TrackerReasonRequired);
    given([globex]).when(status({ company: 'Globex', status: 'They said no', feedback: 'Hired inside' })).then([statusChanged('i1', 'Interviewing', 'They said no'), feedbackOn('i1', 'Hired inside')]);
    given([globex, feedbackGiven('i1', 'Hired inside')]).when(status({ company: 'Globex', status: 'I said no' })).then([statusChanged('i1', 'Interviewing', 'I said no')]);
    given([globex, feedbackGiven('i1', 'Hired inside')]).when(status({ company: 'Globex', status: 'I said no', feedback: 'Hired inside' })).then([statusChanged('i1', 'Interviewing', 'I said no')]);
    given([globex]).when(status({ company: 'Globex', status: 'In process', feedback: '  ' })).then([statusChanged('i1', 'Interviewing', 'In process')]);
  });

  it("gives the company's feedback on its newest interview, once", () => {
    const give = (company: string, feedback: string, interviewId?: string): TrackerCommand => ({ type: 'GiveFeedback', userId, now, company, feedback, ...(interviewId ? { interviewId } : {}) });
    given([initech]).when(give('Globex', 'Slow')).thenFails('TrackerNotFound', m.TrackerNoInterviewsAtCompany);
    given([globex, laterAtGlobex]).when(give('GLOBEX', 'Slow')).then([feedbackOn('i2', 'Slow', 'globex ')]);
    given([globex, laterAtGlobex]).when(give('Globex', 'Slow', 'i1')).then([feedbackOn('i1', 'Slow')]);
    given([globex, feedbackGiven('i1', 'Slow')]).when(give('Globex', 'Slow')).thenNothingHappens();
  });

  it('deletes an interview that is there', () => {
    const remove: TrackerCommand = { type: 'DeleteInterview', userId, now, interviewId: 'i1' };
    given([]).when(remove).thenFails('TrackerNotFound', m.TrackerInterviewNotFound);
    given([globex, deleted('i1')]).when(remove).thenFails('TrackerNotFound', m.TrackerInterviewNotFound);
    given([globex]).when(remove).then([{ type: 'InterviewDeleted', data: { userId, interviewId: 'i1', deletedAt: at } }]);
  });

  it("adds a client's or staff's summary of an interview, a manager's by staff only, and rewrites one that is there", () => {
    const written = (kind: 'client' | 'manager', index: number | null, byStaff: boolean): TrackerEvent[] => [
      { type: 'InterviewSummaryWritten', data: { userId, interviewId: 'i1', kind, index, content: 'Asked about SQL', byStaff, writtenAt: at } },
    ];
    const write = (kind: 'client' | 'manager', index: number | null, byStaff: boolean) => summary({ interviewId: 'i1', kind, index, content: 'Asked about SQL', byStaff });
    given([]).when(write('client', null, false)).thenFails('TrackerNotFound', m.TrackerInterviewNotFound);
    given([globex]).when(write('client', null, false)).then(written('client', null, false));
    given([globex]).when(write('client', null, true)).then(written('client', null, true));
    given([globex]).when(write('manager', null, false)).thenFails('NotStaff', m.TrackerStaffOnlyManagerSummary);
    given([globex]).when(write('manager', null, true)).then(written('manager', null, true));
    given([globex]).when(write('client', 0, false)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
    // one client summary, rewritten once: the rewrite adds none
    const one = [globex, summaryWritten('client', null), summaryWritten('client', 0)];
    given(one).when(write('client', 0, false)).then(written('client', 0, false));
    given(one).when(write('client', 1, false)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
    given(one).when(write('manager', 0, true)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
    given([globex, summaryWritten('manager', null)]).when(write('manager', 0, true)).then(written('manager', 0, true));
    given([globex, summaryWritten('manager', null)]).when(write('client', 0, false)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
  });

  it('writes a journey summary, new or one that is there and not deleted', () => {
    const write = (isNew: boolean): TrackerCommand => ({ type: 'WriteJourneySummary', userId, now, isNew, ...journeySummary });
    const written: TrackerEvent[] = [{ type: 'JourneySummaryWritten', data: { userId, ...journeySummary, writtenAt: at } }];
    given([]).when(write(true)).then(written);
    given([]).when(write(false)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
    given([journeySummaryWritten]).when(write(false)).then(written);
    given([journeySummaryWritten, journeySummaryDeleted]).when(write(false)).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
  });

  it('deletes a journey summary that is there, once', () => {
    const remove: TrackerCommand = { type: 'DeleteJourneySummary', userId, now, summaryId: 's1' };
    given([]).when(remove).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
    given([journeySummaryWritten]).when(remove).then([{ type: 'JourneySummaryDeleted', data: { userId, summaryId: 's1', deletedAt: at } }]);
    given([journeySummaryWritten, journeySummaryDeleted]).when(remove).thenFails('TrackerNotFound', m.TrackerSummaryNotFound);
  });

  it("changes a cycle's comment, of a cycle of the client's, only when it differs (none is an empty one)", () => {
    const comment = (text: string, cycleExists = true): TrackerCommand => ({ type: 'ChangeCycleComment', userId, now, cycleId: 'c1', cycleExists, comment: text });
    const changed = (text: string): TrackerEvent => ({ type: 'CycleCommentChanged', data: { userId, cycleId: 'c1', comment: text, changedAt: earlier } });
    given([]).when(comment('Few replies', false)).thenFails('TrackerNotFound', m.TrackerCycleNotFound);
    given([]).when(comment('')).thenNothingHappens();
    given([]).when(comment('Few replies')).then([{ type: 'CycleCommentChanged', data: { userId, cycleId: 'c1', comment: 'Few replies', changedAt: at } }]);
    given([changed('Few replies')]).when(comment('Few replies')).thenNothingHappens();
    given([changed('Few replies')]).when(comment('')).then([{ type: 'CycleCommentChanged', data: { userId, cycleId: 'c1', comment: '', changedAt: at } }]);
  });

  it("rates a cycle of the client's only when the rating differs", () => {
    const rate = (rating: number, cycleExists = true): TrackerCommand => ({ type: 'ChangeCycleRating', userId, now, cycleId: 'c1', cycleExists, rating });
    const rated: TrackerEvent = { type: 'CycleRatingChanged', data: { userId, cycleId: 'c1', rating: 4, changedAt: earlier } };
    given([]).when(rate(4, false)).thenFails('TrackerNotFound', m.TrackerCycleNotFound);
    given([]).when(rate(4)).then([{ type: 'CycleRatingChanged', data: { userId, cycleId: 'c1', rating: 4, changedAt: at } }]);
    given([rated]).when(rate(4)).thenNothingHappens();
    given([rated]).when(rate(5)).then([{ type: 'CycleRatingChanged', data: { userId, cycleId: 'c1', rating: 5, changedAt: at } }]);
  });
});

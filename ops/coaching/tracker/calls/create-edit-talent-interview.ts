import type { InterviewFields } from '../../../../contracts/coaching/tracker/events';
import type { InterviewInput } from '../../../../contracts/coaching/tracker/calls';
import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { byStaff, replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { interviewAnswer } from '../answers';

const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

// The form's fields as stored: only those sent; an empty text is none.
function fieldsOf(d: InterviewInput): InterviewFields {
  const fields: InterviewFields = {
    company: d.company,
    companyUrl: orNull(d.companyUrl),
    title: d.title,
    titleGroup: orNull(d.titleGroup),
    titleCategories: d.titleCategories,
    seniorityLevel: d.seniorityLevel,
    interviewDate: d.interviewDate,
    type: d.type,
    channel: d.channel,
    assignmentType: d.assignmentType,
    location: orNull(d.location),
    interviewerName: orNull(d.interviewerName),
    interviewerEmail: orNull(d.interviewerEmail),
    interviewerPhone: orNull(d.interviewerPhone),
    contact: orNull(d.contact),
    reviewFreeText: orNull(d.reviewFreeText),
    csComment: orNull(d.csComment),
    status: d.status,
    feedback: orNull(d.feedback),
    ratings: d.ratings,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as InterviewFields;
}

export async function createEditTalentInterview(deps: ApiDeps, input: CallIn<'createEditTalentInterview'>, ctx: CallContext): Answer<'createEditTalentInterview'> {
  const userId = subject(ctx);
  const { _id, isDelete } = input.newData;
  const staff = byStaff(ctx);
  const interviewId = _id ?? deps.newId();
  const request = isDelete
    ? ({ type: 'DeleteInterview', userId, interviewId } as const)
    : _id
      ? ({ type: 'EditInterview', userId, interviewId, fields: fieldsOf(input.newData), byStaff: staff } as const)
      : ({ type: 'AddInterview', userId, interviewId, fields: fieldsOf(input.newData), byStaff: staff } as const);
  const done = await actOnTracker(deps, request, ctx.command);
  return replyTo(done, () => interviewAnswer(deps, userId, isDelete ? null : interviewId));
}

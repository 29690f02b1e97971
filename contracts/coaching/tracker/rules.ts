import { booleanQuestionnaireFields, numericQuestionnaireFields, type QuestionnaireFieldName } from './interview';
import { HOME_ASSIGNMENT, refusalStatuses, ruleOf, type FieldSet } from './lists';
import { trackerMessages as m } from './messages';

// The Add/Edit Interview form's rules (coaching spec §5), for the call's schema and the web's form alike.
export type InterviewForm = {
  _id?: string | undefined;
  field?: FieldSet | undefined;
  isDelete?: boolean | undefined;
  company?: string | undefined;
  title?: string | undefined;
  titleGroup?: string | null | undefined;
  seniorityLevel?: string | null | undefined;
  interviewDate?: string | undefined;
  type?: string | undefined;
  channel?: string | null | undefined;
  assignmentType?: string | null | undefined;
  reviewFreeText?: string | null | undefined;
  status?: string | undefined;
  feedback?: string | null | undefined;
};
export type FormIssue = { path: string; message: string };

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

export function interviewFormIssues(form: InterviewForm): FormIssue[] {
  if (form.isDelete) return form._id ? [] : [{ path: '_id', message: m.TrackerInterviewNotFound }];
  const issues: FormIssue[] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) issues.push({ path, message });
  };
  const whole = !form._id || form.field === undefined;
  if (whole || form.field === 'default') {
    need(!blank(form.company), 'company', m.TrackerCompanyRequired);
    need(!blank(form.titleGroup), 'titleGroup', m.TrackerTitleGroupRequired);
    need(!blank(form.title), 'title', m.TrackerTitleRequired);
    need(!blank(form.seniorityLevel), 'seniorityLevel', m.TrackerSeniorityRequired);
    // left out, the type is HR Interview (the form starts with it)
    need(!blank(form.interviewDate), 'interviewDate', m.TrackerDateRequired);
    const rule = form.type ? ruleOf(form.type) : null;
    if (rule && rule.channelOptions.length > 0) {
      // left out, the type's default channel is taken; cleared, the form asks for one
      need(form.channel !== null && form.channel !== '', 'channel', m.TrackerChannelRequired);
      need(!form.channel || (rule.channelOptions as readonly string[]).includes(form.channel), 'channel', m.TrackerChannelNotOffered);
    }
    if (form.type === HOME_ASSIGNMENT) need(!blank(form.assignmentType), 'assignmentType', m.TrackerAssignmentTypeRequired);
  }
  if (!form._id || form.field === 'comment') need(!blank(form.reviewFreeText), 'reviewFreeText', m.TrackerSummaryRequired);
  if (form.field === 'status') need(!blank(form.status), 'status', m.TrackerStatusRequired);
  if (form.status && (refusalStatuses as readonly string[]).includes(form.status)) need(!blank(form.feedback), 'feedback', m.TrackerReasonRequired);
  return issues;
}

export function questionnaireValueFits(field: QuestionnaireFieldName, value: string | number | boolean | null): boolean {
  if (value === null) return true;
  if (numericQuestionnaireFields.includes(field)) return typeof value === 'number';
  if (booleanQuestionnaireFields.includes(field)) return typeof value === 'boolean';
  return typeof value === 'string';
}

// Upcoming first (soonest first), then the past, newest first.
export function upcomingFirst<T extends { interviewDate: string }>(items: readonly T[], now: Date): T[] {
  const today = now.toISOString();
  const upcoming = items.filter((i) => i.interviewDate >= today.slice(0, i.interviewDate.length)).sort((a, b) => a.interviewDate.localeCompare(b.interviewDate));
  const past = items.filter((i) => !upcoming.includes(i)).sort((a, b) => b.interviewDate.localeCompare(a.interviewDate));
  return [...upcoming, ...past];
}

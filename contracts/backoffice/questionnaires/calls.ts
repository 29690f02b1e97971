import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableInputShape, tableOutput } from '../../core/data-table';
import { optionalSaidFields, saidFields } from '../../core/messages';
import { uploadedFileSchema, resumeFile } from '../../core/uploads';
import { NEW_LEAD_ID } from '../leads/lead';
import { answerFieldSchema, answersSchema, questionnaireSchema } from './questionnaire';
import { questionnairesTable, questionnaireDay } from './questionnaires-table';

const questionnaireId = z.string().trim().min(1).max(200);
const answer = z.union([z.string().trim().max(500), z.number(), z.boolean()]).nullable();

// a row of the table: the questionnaire, with its meeting's start as a column of its own
export const questionnaireRowSchema = questionnaireSchema.extend({ meetingStart: z.string().nullable() });
const one = z.object({ questionnaire: questionnaireSchema, ...optionalSaidFields });

export const questionnaireCalls = defineCalls({
  getQuestionnairesData: {
    kind: 'query',
    access: 'staff',
    summary:
      "The intake questionnaires as a data table ({ search, fieldsToSearch, extraSearch: { from, to } (days sent, Israel's clock), page, pageSize, sort, noLimit } → { data, cells, count }), " +
      'with questionnaireStatuses (what a status may be, besides blank) and notifyList (the staff addresses mailed when one arrives).',
    input: z.object(tableInputShape(questionnairesTable)).strict(),
    output: tableOutput(questionnaireRowSchema).extend({ questionnaireStatuses: z.array(z.string()), notifyList: z.array(z.string()) }),
  },
  createEditQuestionnaire: {
    kind: 'command',
    access: 'staff',
    summary: 'Staff type in a questionnaire (newData._id -1) or save one again (its id) with every answer; the rules of the public form hold. Answers the questionnaire.',
    input: z.object({ newData: answersSchema.extend({ _id: z.union([z.literal(NEW_LEAD_ID), questionnaireId]) }) }).strict(),
    output: one,
  },
  setQuestionnaireContacted: {
    kind: 'command',
    access: 'staff',
    summary: 'Mark whether someone contacted the questionnaire\'s person. Answers the questionnaire.',
    input: z.object({ questionnaireId, contacted: z.boolean() }).strict(),
    output: one,
  },
  setQuestionnaireField: {
    kind: 'command',
    access: 'staff',
    summary: "Set one answer (fieldName, value), checked by that answer's own rule. Answers the questionnaire.",
    input: z
      .object({ questionnaireId, fieldName: answerFieldSchema, value: answer })
      .strict()
      .superRefine((v, ctx) => {
        const checked = answersSchema.shape[v.fieldName].safeParse(v.value);
        if (!checked.success) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0]?.message ?? 'Invalid value' });
      }),
    output: one,
  },
  setQuestionnaireStatus: {
    kind: 'command',
    access: 'staff',
    summary: 'Set the status: one of the questionnaire statuses, or blank (400 QuestionnaireRefused otherwise). Answers the questionnaire.',
    input: z.object({ questionnaireId, status: z.string().trim().max(100) }).strict(),
    output: one,
  },
  getQuestionnairesStats: {
    kind: 'query',
    access: 'staff',
    summary: "How many questionnaires came, by status and by week (weeks start on Sunday, Israel's clock), in a range of days (default: the last 12 weeks).",
    input: z.object({ from: questionnaireDay.optional(), to: questionnaireDay.optional() }).strict().default({}),
    output: z.object({ total: z.number(), byStatus: z.array(z.object({ status: z.string(), count: z.number() })), byWeek: z.array(z.object({ week: z.string(), count: z.number() })) }),
  },
  getLastQuestionaireDate: {
    kind: 'query',
    access: 'staff',
    summary: 'When the last questionnaire came (null when none has).',
    input: z.object({}).strict().default({}),
    output: z.object({ date: z.string().nullable() }),
  },
  updatenewQuestionaireNotifyList: {
    kind: 'command',
    access: 'staff',
    summary: 'The staff addresses mailed when a questionnaire arrives, as a whole list (lowercased, each once). Answers the list.',
    input: z.object({ emails: z.array(z.email().max(200)).max(50) }).strict(),
    output: z.object({ emails: z.array(z.string()), ...optionalSaidFields }),
  },
  getCalendars: {
    kind: 'query',
    access: 'staff',
    summary: "The coaching meeting slots still free (the onboarding meeting slots staff opened), by the staff member who opened them, soonest first.",
    input: z.object({}).strict().default({}),
    output: z.object({ calendars: z.array(z.object({ staffId: z.string().nullable(), name: z.string(), slots: z.array(z.object({ slotId: z.string(), start: z.string(), end: z.string() })) })) }),
  },
  scheduleMeetingQuestionnaire: {
    kind: 'command',
    access: 'staff',
    summary: 'Book a free meeting slot (getCalendars) for the questionnaire\'s person: the slot is taken (409 QuestionnaireSlotUnavailable when it is not free any more). Answers the questionnaire.',
    input: z.object({ questionnaireId, slotId: z.string().trim().min(1).max(200) }).strict(),
    output: one,
  },
  uploadQuestionnaireCVFile: {
    kind: 'command',
    access: 'staff',
    multipart: true,
    upload: { files: { cv: resumeFile } },
    summary: "Attach the person's CV (pdf, doc or docx, up to 5 MB) to the questionnaire, as multipart/form-data { questionnaireId, cv }. Answers the questionnaire with a signed link to it.",
    input: z.object({ questionnaireId, cv: uploadedFileSchema }).strict(),
    output: one,
  },
  sendQuestionnaire: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary:
      "A visitor's intake questionnaire (the public form at /questionnaire): its answers and the captcha's token. Makes the questionnaire and a lead (status 'new', contacted us) in one decision, " +
      'and mails the staff on the notify list. Limited per address; a failed captcha is 400 CaptchaFailed.',
    input: z.object({ answers: answersSchema, captchaToken: z.string().max(4096).optional() }).strict(),
    output: z.object({ questionnaireId: z.string(), ...saidFields }),
  },
});

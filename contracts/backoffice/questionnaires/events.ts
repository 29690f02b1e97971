import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { questionnaireSubject } from './ids';

const at = z.string();
const id = z.string();
// a questionnaire's personal data is its own: encrypted under its key
const subject = (data: Record<string, unknown>) => (typeof data.questionnaireId === 'string' ? questionnaireSubject(data.questionnaireId) : null);
const answers = z.record(z.string(), z.unknown());

// Stored events of intake-questionnaire-{id} and intake-notify-list. Who acted is in the metadata
// (none for a visitor's form).
export const questionnaireEvents = defineEvents({
  // sent by a visitor's form ('form') or typed in by staff ('staff'); leadId: the lead it brought
  IntakeQuestionnaireSubmitted: event(z.object({ questionnaireId: id, answers, via: z.string(), leadId: z.string().nullable(), submittedAt: at }), { personal: ['answers'], subject }),
  // staff saved the whole answers again
  IntakeQuestionnaireEdited: event(z.object({ questionnaireId: id, answers, editedAt: at }), { personal: ['answers'], subject }),
  IntakeQuestionnaireFieldSet: event(z.object({ questionnaireId: id, fieldName: z.string(), value: z.unknown(), setAt: at }), { personal: ['value'], subject }),
  IntakeQuestionnaireContactedSet: event(z.object({ questionnaireId: id, contacted: z.boolean(), setAt: at }), { subject }),
  IntakeQuestionnaireStatusSet: event(z.object({ questionnaireId: id, status: z.string(), setAt: at }), { subject }),
  // a coaching meeting slot booked for the questionnaire's person (the slot's stream says it too)
  IntakeMeetingScheduled: event(z.object({ questionnaireId: id, slotId: id, start: at, end: at, scheduledAt: at }), { subject }),
  IntakeCvAttached: event(z.object({ questionnaireId: id, fileId: id, name: z.string(), attachedAt: at }), { personal: ['name'], subject }),
  // the staff addresses mailed when a questionnaire arrives, as a whole
  NewQuestionnaireNotifyListChanged: event(z.object({ emails: z.array(z.string()), changedAt: at })),
});

export type QuestionnaireEvent = EventOf<typeof questionnaireEvents>;

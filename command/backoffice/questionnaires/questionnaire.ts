import { questionnaireEvents, type QuestionnaireEvent } from '../../../contracts/backoffice/questionnaires/events';

// What the questionnaire's rules need of intake-questionnaire-{id}.
export type QuestionnaireState = {
  exists: boolean;
  answers: Readonly<Record<string, unknown>>;
  status: string;
  contacted: boolean;
  slotId: string | null;
  fileId: string | null;
};
export const initialQuestionnaire: QuestionnaireState = { exists: false, answers: {}, status: '', contacted: false, slotId: null, fileId: null };

export const evolveQuestionnaire = (state: QuestionnaireState, event: QuestionnaireEvent): QuestionnaireState => {
  switch (event.type) {
    case 'IntakeQuestionnaireSubmitted':
      return { ...state, exists: true, answers: event.data.answers, status: 'new' };
    case 'IntakeQuestionnaireEdited':
      return { ...state, answers: event.data.answers };
    case 'IntakeQuestionnaireFieldSet':
      return { ...state, answers: { ...state.answers, [event.data.fieldName]: event.data.value } };
    case 'IntakeQuestionnaireContactedSet':
      return { ...state, contacted: event.data.contacted };
    case 'IntakeQuestionnaireStatusSet':
      return { ...state, status: event.data.status };
    case 'IntakeMeetingScheduled':
      return { ...state, slotId: event.data.slotId };
    case 'IntakeCvAttached':
      return { ...state, fileId: event.data.fileId };
    case 'NewQuestionnaireNotifyListChanged':
      return state;
  }
};

export const questionnaireFolder = { events: questionnaireEvents, initialState: initialQuestionnaire, evolve: evolveQuestionnaire };

// The notify list's stream: the list as it is.
export type NotifyListState = { emails: readonly string[] };
export const notifyListFolder = {
  events: questionnaireEvents,
  initialState: { emails: [] } as NotifyListState,
  evolve: (state: NotifyListState, event: QuestionnaireEvent): NotifyListState => (event.type === 'NewQuestionnaireNotifyListChanged' ? { emails: event.data.emails } : state),
};

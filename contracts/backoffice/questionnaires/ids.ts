// Stream ids of the questionnaires feature are built only here.

// One intake questionnaire a visitor (or staff for them) filled in, with what staff did about it.
export const QUESTIONNAIRE_STREAM_PREFIX = 'intake-questionnaire-';
export const questionnaireStreamId = (questionnaireId: string): string => `${QUESTIONNAIRE_STREAM_PREFIX}${questionnaireId}`;

// The staff addresses mailed when a questionnaire arrives: one stream, one list.
export const NOTIFY_LIST_STREAM_PREFIX = 'intake-notify-list';
export const notifyListStreamId = (): string => NOTIFY_LIST_STREAM_PREFIX;

// The answers' personal data is the questionnaire's own, destroyed with it.
export const questionnaireSubject = (questionnaireId: string): string => `questionnaire:${questionnaireId}`;

import type { QuestionnaireRow } from '../../../contracts/backoffice/questionnaires/questionnaire';
import { personWith, signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { pdf } from '../../uploads/fixtures';

export const sampleAnswers = (name: string, email: string) => ({ fullName: name, email, phone: '052-7654321', city: 'Haifa', jobTitle: 'Product Manager', age: 34, isWorking: true, linkSource: 'https://www.linkedin.com/' });

// A visitor sends the questionnaire; staff keep a notify list, type one in, save it again, set a
// field, mark it contacted, give it a status, attach a CV and book a meeting: each of its events.
export async function runQuestionnairesScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const csm = await personWith(t, admin, { isCSManager: true }, { first_name: 'Shir', last_name: 'Staff' });
  const call = async <T>(name: string, body: unknown, token?: string) => {
    const done = await t.call<T>(name, body, token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  await call('updatenewQuestionaireNotifyList', { emails: ['intake@questionnaires.test'] }, csm.token);
  const sent = await call<{ questionnaireId: string }>('sendQuestionnaire', { answers: sampleAnswers('Yael Mor', 'yael@questionnaires.test') });
  const typed = await call<{ questionnaire: QuestionnaireRow }>('createEditQuestionnaire', { newData: { _id: -1, ...sampleAnswers('Dan Typed', 'dan@questionnaires.test') } }, csm.token);
  const questionnaireId = typed.questionnaire._id;
  await call('createEditQuestionnaire', { newData: { _id: questionnaireId, ...sampleAnswers('Dan Typed', 'dan@questionnaires.test'), city: 'Acre' } }, csm.token);
  await call('setQuestionnaireField', { questionnaireId, fieldName: 'age', value: 35 }, csm.token);
  await call('setQuestionnaireContacted', { questionnaireId: sent.questionnaireId, contacted: true }, csm.token);
  // 'signed' is on the questionnaire statuses whichever list the journey settings' scenario saved before
  await call('setQuestionnaireStatus', { questionnaireId: sent.questionnaireId, status: 'signed' }, csm.token);
  const slotStart = new Date(t.app.deps.clock().getTime() + 3 * 86_400_000);
  slotStart.setUTCHours(8, 0, 0, 0);
  const opened = await call<{ slots: { slotId: string; start: string }[] }>('openMeetingSlots', { start: slotStart.toISOString(), minutes: 30 }, csm.token);
  const slotId = opened.slots.find((s) => s.start === slotStart.toISOString())!.slotId;
  await call('scheduleMeetingQuestionnaire', { questionnaireId, slotId }, csm.token);
  const form = new FormData();
  form.set('questionnaireId', questionnaireId);
  form.set('cv', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const uploaded = await fetch(`${t.app.url}/api/uploadQuestionnaireCVFile`, { method: 'POST', headers: { authorization: `Bearer ${csm.token}` }, body: form });
  if (uploaded.status !== 200) throw new Error(`uploadQuestionnaireCVFile: ${uploaded.status} ${await uploaded.text()}`);
}

import type { Explanation } from '../../../contracts/backoffice/journey-settings/explanations';
import type { JourneySettings } from '../../../contracts/backoffice/journey-settings/lists';
import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { png } from '../../uploads/fixtures';

// An admin edits the journey's lists, one of them twice; rewrites a step's text; writes two
// explanations of a step, swaps them, rewrites one and gives it an image, twice.
export async function runJourneySettingsScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const must = async <T>(call: string, body: Record<string, unknown>): Promise<T> => {
    const res = await t.call<T>(call, body, admin.token);
    if (res.status !== 200) throw new Error(`${call} refused: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const saves: [string, Record<string, unknown>][] = [
    ['updatePersonalJourneyStatuses', { statuses: ['signed', 'freezed', 'waiting for approval', 'published', 'on hold'] }],
    ['updatePersonalJourneyStatuses', { statuses: ['signed', 'freezed', 'waiting for approval', 'published'] }],
    ['updateSceduledMeetingStatuses', { statuses: ['scheduled', 'held'] }],
    ['updatePersonalJourneyPlans', { plans: ['standard pro', 'gold'] }],
    ['updateQuestionnaireStatuses', { statuses: ['new', 'follow up', 'signed'] }],
    ['updateSummaryTypes', { summaryTypes: ['intro call', 'salary talk'] }],
    ['updateNewsLetterEmails', { newsLetterEmails: ['news@example.com'] }],
    ['updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@example.com'] }],
    ['updatePersonalJourneysExplenations', { name: 'CV', value: 'Upload the CV you send most.' }],
  ];
  for (const [call, body] of saves) await must<JourneySettings>(call, body);
  await must('saveExplanation', { newData: { type: 'CV', title: 'Which CV', textBeforeImage: 'The one you send most.' } });
  const { explanations } = await must<{ explanations: Explanation[] }>('saveExplanation', { newData: { type: 'CV', title: 'PDF or Word', textAfterImage: 'Either works.' } });
  const [first, second] = explanations as [Explanation, Explanation];
  await must('switchExplanationOrder', { type: 'CV', exp1: { id: first._id, order: first.order }, exp2: { id: second._id, order: second.order } });
  await must('saveExplanation', { newData: { _id: first._id, type: 'CV', title: 'Which CV to upload', textBeforeImage: 'The one you send most.' } });
  for (const name of ['one.png', 'two.png']) {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(png)]), name);
    form.append('type', 'CV');
    form.append('id', first._id);
    const res = await fetch(`${t.app.url}/api/uploadExplanationImage`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    if (res.status !== 200) throw new Error(`uploadExplanationImage refused: ${await res.text()}`);
  }
}

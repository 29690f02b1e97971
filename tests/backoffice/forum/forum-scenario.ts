import type { ForumAnswer } from '../../../contracts/backoffice/forum/calls';
import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { answered, visitor } from './forum-support';

// A visitor posts an interview and replies (two writes: visitors' writes are limited); a member
// posts one, replies twice, deletes a reply and edits both posts; staff pin the member's topic and
// delete a topic of their own with its reply: each of the forum's events.
export async function runForumScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const member = await t.signUp();
  const v = visitor(t);
  const ok = async (name: string, body: Record<string, unknown>, token?: string): Promise<ForumAnswer> => {
    const done = token ? await t.call<ForumAnswer>(name, body, token) : await v.call(name, body);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  let page = await ok('getInterviews', { urlParams: '' });
  page = await ok('addInterview', { interview: { title: 'ראיון בוויקס', displayName: 'דנה', content: 'שני סבבים ומטלת בית' }, randoms: answered(page) });
  await ok('addReply', { interviewId: page.added!, reply: { displayName: 'דנה', content: 'עוד פרט' }, randoms: answered(page) });

  const topic = (await ok('addInterview', { interview: { title: 'Interview at Monday', displayName: 'Noa', content: 'One round' } }, member.token)).added!;
  const reply = (await ok('addReply', { interviewId: topic, reply: { displayName: 'Noa', content: 'Got the offer' } }, member.token)).added!;
  const other = (await ok('addReply', { interviewId: topic, reply: { displayName: 'Noa', content: 'A second thought' } }, member.token)).added!;
  await ok('deleteInterview', { interviewId: topic, replyId: other }, member.token);
  await ok('editInterview', { interviewId: topic, interview: { title: 'Interview at Monday.com', displayName: 'Noa', content: 'One round, then the offer' } }, member.token);
  await ok('editInterview', { interviewId: topic, replyId: reply, interview: { displayName: 'Noa', content: 'Got the offer!' } }, member.token);
  await ok('pinInterview', { interviewId: topic, sticky: true }, admin.token);
  const gone = (await ok('addInterview', { interview: { title: 'Spam', displayName: 'x', content: 'buy now' } }, admin.token)).added!;
  await ok('addReply', { interviewId: gone, reply: { displayName: 'x', content: 'more' } }, admin.token);
  await ok('deleteInterview', { interviewId: gone }, admin.token);
}

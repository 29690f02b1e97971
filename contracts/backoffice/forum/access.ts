import { defineAccessRows, everyone, staff } from '../../core/access-matrix';
import { forumCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const forumAccess = defineAccessRows(forumCalls, {
  getInterviews: { expect: everyone(200), body: () => ({ urlParams: '' }) },
  // a visitor without an answer is refused on the answer's field; a signed-in person needs none
  addInterview: { expect: { ...everyone(200), anonymous: 'validation', guest: 'validation' }, body: () => ({ interview: { title: 'Interview at Wix', displayName: 'Dana', content: 'Two rounds and a home task' } }) },
  addReply: { expect: { ...everyone(404), anonymous: 'validation', guest: 'validation' }, body: () => ({ interviewId: 'nosuchtopic0', reply: { displayName: 'Dana', content: 'Thanks' } }) },
  editInterview: { expect: everyone(404), body: () => ({ interviewId: 'nosuchtopic0', interview: { title: 'A', displayName: 'B', content: 'C' } }) },
  deleteInterview: { expect: everyone(404), body: () => ({ interviewId: 'nosuchtopic0' }) },
  pinInterview: { expect: staff(404), body: () => ({ interviewId: 'nosuchtopic0', sticky: true }) },
});

import { defineAccessRows, staff } from '../../core/access-matrix';
import { marketingCalls } from './calls';

// Staff only (back-office spec §6); each row names a body whose answer a staff member gets.
export const marketingAccess = defineAccessRows(marketingCalls, {
  getMPosts: { expect: staff(200) },
  // a post for an id that is none
  createEditMPost: { expect: staff(404), body: () => ({ newData: { name: 'Matrix post', type: 'Review', subType: 'Text', versions: [{ name: 'v1' }] }, editId: 'no-such-post' }) },
  findMPosts: { expect: staff(200), body: () => ({ search: 'no such post' }) },
  getMCalendar: { expect: staff(200), body: () => ({ startDate: '2026-11-29', endDate: '2026-12-05' }) },
  createEditMEvent: { expect: staff(404), body: () => ({ newData: { system: 'LINKEDIN', date: '2026-12-01', timeHours: 9, timeMinutes: 0, type: 'Post', publisher: 'Company' }, editId: 'no-such-event' }) },
  getMPublish: { expect: staff(200) },
  getMSetting: { expect: staff(200) },
  getMTasks: { expect: staff(200), body: () => ({ date: '2026-12-01' }) },
  setMTask: { expect: staff(404), body: () => ({ taskId: 'no-such-task', dateTask: '2026-12-01', selected: true, date: '2026-12-01' }) },
  createEditMTask: { expect: staff(404), body: () => ({ newData: { _id: 'no-such-task', name: 'Matrix', frequency: 'Weekly' }, date: '2026-12-01' }) },
});

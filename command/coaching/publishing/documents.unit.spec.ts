import { describe, it } from 'vitest';
import type { PublishingEvent } from '../../../contracts/coaching/publishing/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { coverLettersDecider, resumesDecider } from './documents';

const userId = 'client-1';
const now = new Date('2026-11-20T09:00:00.000Z');
const at = now.toISOString();

describe('resumes', () => {
  const given = DeciderSpecification.for(resumesDecider);
  const added: PublishingEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://a', addedAt: at } };
  it("titles a new CV 'CV {n+1}' unless named", () => {
    given([]).when({ type: 'AddResume', userId, resumeId: 'r1', link: 'https://a', now }).then([added]);
    given([added]).when({ type: 'AddResume', userId, resumeId: 'r2', link: 'https://b', now }).then([{ type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: 'https://b', addedAt: at } }]);
  });
  it('lets only staff pick or delete', () => {
    given([added]).when({ type: 'UpdateResume', userId, resumeId: 'r1', picked: true, byStaff: false, now }).thenFails('NotStaff');
    given([added]).when({ type: 'UpdateResume', userId, resumeId: 'r1', isDelete: true, byStaff: false, now }).thenFails('NotStaff');
    given([added]).when({ type: 'UpdateResume', userId, resumeId: 'r1', picked: true, byStaff: true, now }).then([{ type: 'ResumePicked', data: { userId, resumeId: 'r1', pickedAt: at } }]);
  });
  it('refuses an unknown or deleted CV', () => {
    given([]).when({ type: 'UpdateResume', userId, resumeId: 'r1', title: 'x', byStaff: true, now }).thenFails('PublishItemNotFound', 'There is no such CV');
    given([added, { type: 'ResumeDeleted', data: { userId, resumeId: 'r1', deletedAt: at } }]).when({ type: 'UpdateResume', userId, resumeId: 'r1', title: 'x', byStaff: true, now }).thenFails('PublishItemNotFound', 'There is no such CV');
  });
  it('lists the uploaded CV file once: a new file replaces it in the same entry, the same file changes nothing', () => {
    const keep = (fileId: string) => ({ type: 'KeepUploadedCv' as const, userId, resumeId: 'r2', fileId, now });
    const file: PublishingEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f1', addedAt: at } };
    given([added]).when(keep('f1')).then([file]);
    given([added, file]).when(keep('f1')).thenNothingHappens();
    given([added, file]).when(keep('f2')).then([{ type: 'ResumeUpdated', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f2', updatedAt: at } }]);
    // once staff deleted the entry, the next file is a new one
    given([added, file, { type: 'ResumeDeleted', data: { userId, resumeId: 'r2', deletedAt: at } }]).when({ ...keep('f2'), resumeId: 'r3' }).then([
      { type: 'ResumeAdded', data: { userId, resumeId: 'r3', title: 'CV 3', link: '', fileId: 'f2', addedAt: at } },
    ]);
  });
  it('keeps an uploaded CV on its file: its title may change, not its link', () => {
    const file: PublishingEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f1', addedAt: at } };
    given([file]).when({ type: 'UpdateResume', userId, resumeId: 'r2', link: 'https://b', byStaff: true, now }).thenFails('PublishRuleBroken', 'An uploaded CV has no link to edit: upload another file to replace it');
    given([file]).when({ type: 'UpdateResume', userId, resumeId: 'r2', title: 'English CV', byStaff: false, now }).then([
      { type: 'ResumeUpdated', data: { userId, resumeId: 'r2', title: 'English CV', link: '', updatedAt: at } },
    ]);
  });
});

describe('cover letters', () => {
  const given = DeciderSpecification.for(coverLettersDecider);
  const saved = (id: string): PublishingEvent => ({ type: 'CoverLetterSaved', data: { userId, coverLetterId: id, title: id, content: '<p>x</p>', link: '', savedAt: at } });
  const picked = (id: string): PublishingEvent => ({ type: 'CoverLetterPicked', data: { userId, coverLetterId: id, pickedAt: at } });
  const save = (extra: object) => ({ type: 'SaveCoverLetter' as const, userId, newId: 'c2', title: 'c2', content: '<p>x</p>', link: '', isDelete: false, now, ...extra });
  it('picks the first one, not the later ones', () => {
    given([]).when(save({ newId: 'c1', title: 'c1' })).then([saved('c1'), picked('c1')]);
    given([saved('c1'), picked('c1')]).when(save({})).then([saved('c2')]);
  });
  it('refuses to delete the picked one and deletes another', () => {
    given([saved('c1'), picked('c1'), saved('c2')]).when(save({ id: 'c1', isDelete: true })).thenFails('PublishRuleBroken', 'The picked cover letter cannot be deleted');
    given([saved('c1'), picked('c1'), saved('c2')]).when(save({ id: 'c2', isDelete: true })).then([{ type: 'CoverLetterDeleted', data: { userId, coverLetterId: 'c2', deletedAt: at } }]);
  });
  it('keeps the title, content and link an edit leaves out', () => {
    const edit = { type: 'SaveCoverLetter' as const, userId, newId: 'c9', id: 'c1', isDelete: false, now };
    given([saved('c1'), picked('c1')]).when(edit).thenNothingHappens();
    given([saved('c1'), picked('c1')]).when({ ...edit, title: '' }).thenNothingHappens();
    given([saved('c1'), picked('c1')]).when({ ...edit, content: '<p>y</p>' }).then([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c1', title: 'c1', content: '<p>y</p>', link: '', savedAt: at } },
    ]);
  });
  it('records nothing for an unchanged save or a pick of the picked one', () => {
    given([saved('c2'), picked('c2')]).when(save({ id: 'c2' })).thenNothingHappens();
    given([saved('c2'), picked('c2')]).when({ type: 'PickCoverLetter', userId, id: 'c2', now }).thenNothingHappens();
  });
});

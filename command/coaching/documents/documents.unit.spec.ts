import { describe, expect, it } from 'vitest';
import type { DocumentsEvent } from '../../../contracts/coaching/documents/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { coverLettersDecider, evolveDocuments, noDocuments, resumesDecider } from './documents';

const userId = 'client-1';
const now = new Date('2026-11-20T09:00:00.000Z');
const at = now.toISOString();

describe('resumes', () => {
  const given = DeciderSpecification.for(resumesDecider);
  const added: DocumentsEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://a', addedAt: at } };
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
    const file: DocumentsEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f1', addedAt: at } };
    given([added]).when(keep('f1')).then([file]);
    given([added, file]).when(keep('f1')).thenNothingHappens();
    given([added, file]).when(keep('f2')).then([{ type: 'ResumeUpdated', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f2', updatedAt: at } }]);
    // once staff deleted the entry, the next file is a new one
    given([added, file, { type: 'ResumeDeleted', data: { userId, resumeId: 'r2', deletedAt: at } }]).when({ ...keep('f2'), resumeId: 'r3' }).then([
      { type: 'ResumeAdded', data: { userId, resumeId: 'r3', title: 'CV 3', link: '', fileId: 'f2', addedAt: at } },
    ]);
  });
  it('keeps an uploaded CV on its file: its title may change, not its link', () => {
    const file: DocumentsEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f1', addedAt: at } };
    given([file]).when({ type: 'UpdateResume', userId, resumeId: 'r2', link: 'https://b', byStaff: true, now }).thenFails('PublishRuleBroken', 'An uploaded CV has no link to edit: upload another file to replace it');
    given([file]).when({ type: 'UpdateResume', userId, resumeId: 'r2', title: 'English CV', byStaff: false, now }).then([
      { type: 'ResumeUpdated', data: { userId, resumeId: 'r2', title: 'English CV', link: '', updatedAt: at } },
    ]);
  });
  it('takes the title given to a new CV, a blank one for none', () => {
    given([]).when({ type: 'AddResume', userId, resumeId: 'r1', title: 'English CV', link: 'https://a', now }).then([{ type: 'ResumeAdded', data: { userId, resumeId: 'r1', title: 'English CV', link: 'https://a', addedAt: at } }]);
    given([]).when({ type: 'AddResume', userId, resumeId: 'r1', title: '', link: 'https://a', now }).then([added]);
  });
  it('lets staff delete a CV, and picks one not picked already', () => {
    given([added]).when({ type: 'UpdateResume', userId, resumeId: 'r1', isDelete: true, byStaff: true, now }).then([{ type: 'ResumeDeleted', data: { userId, resumeId: 'r1', deletedAt: at } }]);
    const second: DocumentsEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: 'https://b', addedAt: at } };
    const picked = (resumeId: string): DocumentsEvent => ({ type: 'ResumePicked', data: { userId, resumeId, pickedAt: at } });
    given([added, picked('r1')]).when({ type: 'UpdateResume', userId, resumeId: 'r1', picked: true, byStaff: true, now }).thenNothingHappens();
    // picking one unpicks the others
    given([added, second, picked('r1'), picked('r2')]).when({ type: 'UpdateResume', userId, resumeId: 'r1', picked: true, byStaff: true, now }).then([picked('r1')]);
  });
  it("edits a CV link's title and link, keeping what the edit leaves out or blanks, and records nothing for no change", () => {
    const update = (change: { title?: string; link?: string }) => ({ type: 'UpdateResume' as const, userId, resumeId: 'r1', byStaff: false, now, ...change });
    given([added]).when(update({ link: 'https://b' })).then([{ type: 'ResumeUpdated', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://b', updatedAt: at } }]);
    given([added]).when(update({ title: 'Hebrew CV' })).then([{ type: 'ResumeUpdated', data: { userId, resumeId: 'r1', title: 'Hebrew CV', link: 'https://a', updatedAt: at } }]);
    given([added]).when(update({ title: '', link: 'https://b' })).then([{ type: 'ResumeUpdated', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://b', updatedAt: at } }]);
    given([added]).when(update({ title: 'CV 1', link: 'https://a' })).thenNothingHappens();
    given([added, { type: 'ResumeUpdated', data: { userId, resumeId: 'r1', title: 'Hebrew CV', link: 'https://c', updatedAt: at } }]).when(update({ title: 'Hebrew CV', link: 'https://c' })).thenNothingHappens();
  });
  it('keeps the file of an uploaded CV whose title changed, and lets its empty link be sent again', () => {
    const file: DocumentsEvent = { type: 'ResumeAdded', data: { userId, resumeId: 'r2', title: 'CV 2', link: '', fileId: 'f1', addedAt: at } };
    const renamed: DocumentsEvent = { type: 'ResumeUpdated', data: { userId, resumeId: 'r2', title: 'English CV', link: '', updatedAt: at } };
    given([file, renamed]).when({ type: 'KeepUploadedCv', userId, resumeId: 'r3', fileId: 'f1', now }).thenNothingHappens();
    given([file]).when({ type: 'UpdateResume', userId, resumeId: 'r2', title: 'English CV', link: '', byStaff: false, now }).then([renamed]);
  });
});

describe('cover letters', () => {
  const given = DeciderSpecification.for(coverLettersDecider);
  const saved = (id: string): DocumentsEvent => ({ type: 'CoverLetterSaved', data: { userId, coverLetterId: id, title: id, content: '<p>x</p>', link: '', savedAt: at } });
  const picked = (id: string): DocumentsEvent => ({ type: 'CoverLetterPicked', data: { userId, coverLetterId: id, pickedAt: at } });
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
  it("titles a new letter 'Cover letter {n+1}', empty unless given, counting deleted ones", () => {
    const deleted = (id: string): DocumentsEvent => ({ type: 'CoverLetterDeleted', data: { userId, coverLetterId: id, deletedAt: at } });
    given([]).when({ type: 'SaveCoverLetter', userId, newId: 'c1', isDelete: false, now }).then([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c1', title: 'Cover letter 1', content: '', link: '', savedAt: at } },
      picked('c1'),
    ]);
    given([saved('c1'), picked('c1'), saved('c2'), deleted('c2')]).when(save({ newId: 'c3', title: '', link: 'https://l' })).then([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c3', title: 'Cover letter 3', content: '<p>x</p>', link: 'https://l', savedAt: at } },
    ]);
  });
  it('picks a new letter when none is picked, and only then', () => {
    given([saved('c1')]).when(save({})).then([saved('c2'), picked('c2')]);
    given([saved('c1'), picked('c1'), saved('c3')]).when(save({})).then([saved('c2')]);
  });
  it('edits, deletes or picks only a letter that is there', () => {
    const deleted: DocumentsEvent = { type: 'CoverLetterDeleted', data: { userId, coverLetterId: 'c2', deletedAt: at } };
    const gone = [saved('c1'), picked('c1'), saved('c2'), deleted];
    given(gone).when(save({ id: 'c2' })).thenFails('PublishItemNotFound', 'There is no such cover letter');
    given([]).when(save({ id: 'c2' })).thenFails('PublishItemNotFound', 'There is no such cover letter');
    given(gone).when({ type: 'PickCoverLetter', userId, id: 'c2', now }).thenFails('PublishItemNotFound', 'There is no such cover letter');
    given([]).when({ type: 'PickCoverLetter', userId, id: 'c2', now }).thenFails('PublishItemNotFound', 'There is no such cover letter');
    given([]).when(save({ isDelete: true })).thenFails('PublishItemNotFound', 'There is no such cover letter');
    // picking another unpicks the one picked, which can then be deleted
    given([saved('c1'), picked('c1'), saved('c2')]).when({ type: 'PickCoverLetter', userId, id: 'c2', now }).then([picked('c2')]);
    given([saved('c1'), picked('c1'), saved('c2'), picked('c2')]).when(save({ id: 'c1', isDelete: true })).then([{ type: 'CoverLetterDeleted', data: { userId, coverLetterId: 'c1', deletedAt: at } }]);
  });
  it("records an edit of a letter's title or link", () => {
    given([saved('c1'), picked('c1')]).when(save({ id: 'c1', title: 'Short', content: undefined })).then([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c1', title: 'Short', content: '<p>x</p>', link: '', savedAt: at } },
    ]);
    given([saved('c1'), picked('c1')]).when(save({ id: 'c1', title: 'c1', link: 'https://l' })).then([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c1', title: 'c1', content: '<p>x</p>', link: 'https://l', savedAt: at } },
    ]);
  });
});

describe('the documents fold', () => {
  const deleted = (resumeId: string): DocumentsEvent => ({ type: 'ResumeDeleted', data: { userId, resumeId, deletedAt: at } });
  it('holds a document an event names before any added it, blank but for what the event says', () => {
    expect(evolveDocuments(noDocuments, deleted('r9')).get('r9')).toEqual({ id: 'r9', title: '', content: '', link: '', picked: false, deleted: true, fileId: null });
    const added = evolveDocuments(noDocuments, { type: 'ResumeAdded', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://a', addedAt: at } });
    expect(added.get('r1')).toEqual({ id: 'r1', title: 'CV 1', content: '', link: 'https://a', picked: false, deleted: false, fileId: null });
  });
  it('unpicks a CV or a cover letter when it is deleted', () => {
    const fold = (events: DocumentsEvent[]) => events.reduce(evolveDocuments, noDocuments);
    const cv = fold([{ type: 'ResumeAdded', data: { userId, resumeId: 'r1', title: 'CV 1', link: 'https://a', addedAt: at } }, { type: 'ResumePicked', data: { userId, resumeId: 'r1', pickedAt: at } }]);
    expect(cv.get('r1')).toMatchObject({ picked: true, deleted: false });
    expect(evolveDocuments(cv, deleted('r1')).get('r1')).toMatchObject({ picked: false, deleted: true });
    const letter = fold([
      { type: 'CoverLetterSaved', data: { userId, coverLetterId: 'c1', title: 'Letter', content: 'Dear', link: '', savedAt: at } } as DocumentsEvent,
      { type: 'CoverLetterPicked', data: { userId, coverLetterId: 'c1', pickedAt: at } } as DocumentsEvent,
    ]);
    expect(letter.get('c1')).toMatchObject({ picked: true, content: 'Dear' });
    expect(evolveDocuments(letter, { type: 'CoverLetterDeleted', data: { userId, coverLetterId: 'c1', deletedAt: at } } as DocumentsEvent).get('c1')).toMatchObject({ picked: false, deleted: true });
  });
  it('leaves the documents as they are for an event of neither kind', () => {
    const docs = evolveDocuments(noDocuments, deleted('r1'));
    expect(evolveDocuments(docs, { type: 'JourneyStarted', data: { userId } } as unknown as DocumentsEvent)).toBe(docs);
  });
});

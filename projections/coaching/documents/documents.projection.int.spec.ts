import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { documentsProjection } from './documents.projection';

const at = '2026-11-20T09:00:00.000Z';

describeProjection(documentsProjection, (spec, db) => {
  it('keeps one picked cover letter, hides none of the rows, and changes nothing on a replay', async () => {
    const userId = randomUUID();
    const saved = (id: string, content: string) => storedEvent('CoverLetterSaved', { userId, coverLetterId: id, title: id, content, link: '', savedAt: at });
    const first = saved('a', '<p>1</p>');
    await spec.given(first, storedEvent('CoverLetterPicked', { userId, coverLetterId: 'a', pickedAt: at }), saved('b', '<p>2</p>'));
    const pick = storedEvent('CoverLetterPicked', { userId, coverLetterId: 'b', pickedAt: at });
    await spec.given(pick, storedEvent('CoverLetterDeleted', { userId, coverLetterId: 'a', deletedAt: at }));
    await spec.given(first, pick);
    const rows = await db().selectFrom('publish_cover_letter').select(['cover_letter_id', 'picked', 'is_deleted', 'content']).where('user_id', '=', userId).orderBy('cover_letter_id').execute();
    expect(rows).toEqual([
      { cover_letter_id: 'a', picked: false, is_deleted: true, content: '<p>1</p>' },
      { cover_letter_id: 'b', picked: true, is_deleted: false, content: '<p>2</p>' },
    ]);
  });

  const resumes = (userId: string) =>
    db().selectFrom('publish_resume').select(['resume_id', 'title', 'link', 'file_id', 'picked', 'is_deleted', 'added_at']).where('user_id', '=', userId).orderBy('resume_id').execute();
  const coverLetters = (userId: string) =>
    db().selectFrom('publish_cover_letter').select(['cover_letter_id', 'title', 'content', 'link', 'picked', 'is_deleted', 'created_at', 'saved_at']).where('user_id', '=', userId).orderBy('cover_letter_id').execute();

  it('lists added CV links unpicked, with the uploaded file of the one that has it', async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('ResumeAdded', { userId, resumeId: 'a', title: 'CV', link: 'https://cv/a', fileId: 'file-a', addedAt: at }),
      storedEvent('ResumeAdded', { userId, resumeId: 'b', title: 'Portfolio', link: 'https://cv/b', addedAt: '2026-11-21T09:00:00.000Z' }),
    );
    expect(await resumes(userId)).toEqual([
      { resume_id: 'a', title: 'CV', link: 'https://cv/a', file_id: 'file-a', picked: false, is_deleted: false, added_at: new Date(at) },
      { resume_id: 'b', title: 'Portfolio', link: 'https://cv/b', file_id: null, picked: false, is_deleted: false, added_at: new Date('2026-11-21T09:00:00.000Z') },
    ]);
  });

  it("shows an updated CV link's title, link and new file, and keeps its file when none is uploaded", async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('ResumeAdded', { userId, resumeId: 'a', title: 'CV', link: 'https://cv/a', fileId: 'file-a', addedAt: at }),
      storedEvent('ResumeAdded', { userId, resumeId: 'b', title: 'Other', link: 'https://cv/b', fileId: 'file-b', addedAt: at }),
      storedEvent('ResumeUpdated', { userId, resumeId: 'a', title: 'CV 2', link: 'https://cv/a2', fileId: 'file-a2', updatedAt: at }),
    );
    await spec.given(storedEvent('ResumeUpdated', { userId, resumeId: 'b', title: 'Other 2', link: 'https://cv/b2', updatedAt: at }));
    expect(await resumes(userId)).toEqual([
      { resume_id: 'a', title: 'CV 2', link: 'https://cv/a2', file_id: 'file-a2', picked: false, is_deleted: false, added_at: new Date(at) },
      { resume_id: 'b', title: 'Other 2', link: 'https://cv/b2', file_id: 'file-b', picked: false, is_deleted: false, added_at: new Date(at) },
    ]);
  });

  it('picks one CV link, and shows a deleted one unpicked', async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('ResumeAdded', { userId, resumeId: 'a', title: 'A', link: 'https://cv/a', addedAt: at }),
      storedEvent('ResumeAdded', { userId, resumeId: 'b', title: 'B', link: 'https://cv/b', addedAt: at }),
      storedEvent('ResumePicked', { userId, resumeId: 'a', pickedAt: at }),
    );
    expect((await resumes(userId)).map((r) => [r.resume_id, r.picked, r.is_deleted])).toEqual([
      ['a', true, false],
      ['b', false, false],
    ]);
    await spec.given(storedEvent('ResumeDeleted', { userId, resumeId: 'a', deletedAt: at }));
    expect((await resumes(userId)).map((r) => [r.resume_id, r.picked, r.is_deleted])).toEqual([
      ['a', false, true],
      ['b', false, false],
    ]);
  });

  it('shows a saved cover letter unpicked, and its latest text when saved again', async () => {
    const userId = randomUUID();
    await spec.given(storedEvent('CoverLetterSaved', { userId, coverLetterId: 'a', title: 'Dear', content: '<p>1</p>', link: 'https://cl/a', savedAt: at }));
    expect(await coverLetters(userId)).toEqual([{ cover_letter_id: 'a', title: 'Dear', content: '<p>1</p>', link: 'https://cl/a', picked: false, is_deleted: false, created_at: new Date(at), saved_at: new Date(at) }]);
    await spec.given(storedEvent('CoverLetterPicked', { userId, coverLetterId: 'a', pickedAt: at }));
    await spec.given(storedEvent('CoverLetterSaved', { userId, coverLetterId: 'a', title: 'Hello', content: '<p>2</p>', link: 'https://cl/a2', savedAt: '2026-11-21T09:00:00.000Z' }));
    expect(await coverLetters(userId)).toEqual([
      { cover_letter_id: 'a', title: 'Hello', content: '<p>2</p>', link: 'https://cl/a2', picked: true, is_deleted: false, created_at: new Date(at), saved_at: new Date('2026-11-21T09:00:00.000Z') },
    ]);
  });

  it("erases a deleted account's CV links and cover letters, and no one else's", async () => {
    const userId = randomUUID();
    const other = randomUUID();
    for (const id of [userId, other])
      await spec.given(
        storedEvent('ResumeAdded', { userId: id, resumeId: 'a', title: 'CV', link: 'https://cv/a', addedAt: at }),
        storedEvent('CoverLetterSaved', { userId: id, coverLetterId: 'a', title: 'Dear', content: '<p>1</p>', link: '', savedAt: at }),
      );
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await resumes(userId)).toEqual([]);
    expect(await coverLetters(userId)).toEqual([]);
    expect((await resumes(other)).map((r) => r.resume_id)).toEqual(['a']);
    expect((await coverLetters(other)).map((r) => r.cover_letter_id)).toEqual(['a']);
  });
});

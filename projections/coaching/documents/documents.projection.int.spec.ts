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
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { reviewsProjection } from './reviews.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
const listing = { source: 'platform', added: 0, updated: 0 } as const;

describeProjection(reviewsProjection, (spec, db) => {
  const video = (id: string) => db().selectFrom('review_video').select(['video_id', 'title', 'description', 'thumbnail_url', 'published_at', 'imported_at']).where('video_id', '=', id).executeTakeFirst();
  const review = (id: string) =>
    db().selectFrom('listing_review').select(['review_id', 'reviewer_name', 'reviewer_photo', 'star_rating', 'create_time', 'update_time', 'comment', 'imported_at']).where('review_id', '=', id).executeTakeFirst();
  const summaries = () => db().selectFrom('listing_summary').select(['id', 'average_rating', 'total_review_count', 'imported_at']).execute();
  const extra = (kind: 'video' | 'review', id: string) =>
    db().selectFrom('review_extra').select(['kind', 'item_id', 'email', 'g_review_link', 'hide', 'synamedia', 'bfl', 'b2b', 'saved_at']).where('kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
  const person = (email: string) =>
    db().selectFrom('review_person').select(['email', 'first_name', 'last_name', 'title', 'linkedin', 'linkedin_post', 'saved_at']).where('email', '=', email).executeTakeFirst();

  it('keeps every imported video, and a video imported again as the new import has it', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ReviewVideosImported', {
        source: 'platform',
        videos: [
          { videoId: a, title: 'Found a job', description: 'Dana tells', thumbnailUrl: 'https://img.example/a.jpg', publishedAt: '2026-10-01T00:00:00Z' },
          { videoId: b, title: 'Second', description: 'Omer tells', thumbnailUrl: null, publishedAt: null },
        ],
        added: 2,
        updated: 0,
        importedAt: at,
      }),
    );
    expect(await video(a)).toEqual({ video_id: a, title: 'Found a job', description: 'Dana tells', thumbnail_url: 'https://img.example/a.jpg', published_at: '2026-10-01T00:00:00Z', imported_at: new Date(at) });
    expect(await video(b)).toEqual({ video_id: b, title: 'Second', description: 'Omer tells', thumbnail_url: null, published_at: null, imported_at: new Date(at) });

    await spec.given(
      storedEvent('ReviewVideosImported', {
        source: 'file',
        videos: [{ videoId: a, title: 'Found a job fast', description: 'Dana tells again', thumbnailUrl: null, publishedAt: '2026-10-02T00:00:00Z' }],
        added: 0,
        updated: 1,
        importedAt: later,
      }),
    );
    expect(await video(a)).toEqual({ video_id: a, title: 'Found a job fast', description: 'Dana tells again', thumbnail_url: null, published_at: '2026-10-02T00:00:00Z', imported_at: new Date(later) });
    expect(await video(b)).toEqual({ video_id: b, title: 'Second', description: 'Omer tells', thumbnail_url: null, published_at: null, imported_at: new Date(at) });
  });

  it("keeps every listing review with the parts it has, and the listing's totals as the last import said them", async () => {
    const [full, bare, noPhoto] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ListingReviewsImported', {
        ...listing,
        averageRating: 4.6,
        totalReviewCount: 12,
        reviews: [
          { reviewId: full, reviewer: { displayName: 'Noa', profilePhotoUrl: 'https://img.example/noa.png' }, starRating: 'FIVE', createTime: '2026-09-01T10:00:00Z', updateTime: '2026-09-02T10:00:00Z', comment: 'Great' },
          { reviewId: bare, reviewer: { displayName: 'Avi', profilePhotoUrl: null }, starRating: 'THREE', createTime: '2026-09-03T10:00:00Z' },
          { reviewId: noPhoto, reviewer: { displayName: 'Tal' }, starRating: 'FOUR', createTime: '2026-09-04T10:00:00Z', comment: '' },
        ],
        importedAt: at,
      }),
    );
    expect(await review(full)).toEqual({
      review_id: full, reviewer_name: 'Noa', reviewer_photo: 'https://img.example/noa.png', star_rating: 'FIVE', create_time: '2026-09-01T10:00:00Z', update_time: '2026-09-02T10:00:00Z', comment: 'Great', imported_at: new Date(at),
    });
    expect(await review(bare)).toEqual({ review_id: bare, reviewer_name: 'Avi', reviewer_photo: null, star_rating: 'THREE', create_time: '2026-09-03T10:00:00Z', update_time: null, comment: null, imported_at: new Date(at) });
    expect(await review(noPhoto)).toEqual({ review_id: noPhoto, reviewer_name: 'Tal', reviewer_photo: null, star_rating: 'FOUR', create_time: '2026-09-04T10:00:00Z', update_time: null, comment: '', imported_at: new Date(at) });
    expect(await summaries()).toEqual([{ id: 'listing', average_rating: 4.6, total_review_count: 12, imported_at: new Date(at) }]);

    // imported again: the review as it now is, one summary row with the totals it now has (none)
    await spec.given(
      storedEvent('ListingReviewsImported', {
        ...listing,
        averageRating: null,
        totalReviewCount: null,
        reviews: [{ reviewId: full, reviewer: { displayName: 'Noa C', profilePhotoUrl: null }, starRating: 'FOUR', createTime: '2026-09-01T11:00:00Z', comment: 'Good' }],
        importedAt: later,
      }),
    );
    expect(await review(full)).toEqual({ review_id: full, reviewer_name: 'Noa C', reviewer_photo: null, star_rating: 'FOUR', create_time: '2026-09-01T11:00:00Z', update_time: null, comment: 'Good', imported_at: new Date(later) });
    expect(await review(bare)).toMatchObject({ reviewer_name: 'Avi', imported_at: new Date(at) });
    expect(await summaries()).toEqual([{ id: 'listing', average_rating: null, total_review_count: null, imported_at: new Date(later) }]);

    await spec.given(storedEvent('ListingReviewsImported', { ...listing, averageRating: 0, totalReviewCount: 0, reviews: [], importedAt: at }));
    expect(await summaries()).toEqual([{ id: 'listing', average_rating: 0, total_review_count: 0, imported_at: new Date(at) }]);
  });

  it("keeps staff's extra data per kind and item, as last saved", async () => {
    const id = randomUUID();
    await spec.given(
      storedEvent('ReviewExtraDataSaved', { kind: 'video', id, email: 'dana@example.com', gReviewLink: 'https://g.example/1', hide: true, synamedia: false, bfl: true, b2b: false, savedAt: at }),
      storedEvent('ReviewExtraDataSaved', { kind: 'review', id, email: 'omer@example.com', gReviewLink: '', hide: false, synamedia: true, bfl: false, b2b: true, savedAt: at }),
    );
    expect(await extra('video', id)).toEqual({ kind: 'video', item_id: id, email: 'dana@example.com', g_review_link: 'https://g.example/1', hide: true, synamedia: false, bfl: true, b2b: false, saved_at: new Date(at) });
    expect(await extra('review', id)).toEqual({ kind: 'review', item_id: id, email: 'omer@example.com', g_review_link: '', hide: false, synamedia: true, bfl: false, b2b: true, saved_at: new Date(at) });

    await spec.given(storedEvent('ReviewExtraDataSaved', { kind: 'video', id, email: 'dana@work.example', gReviewLink: 'https://g.example/2', hide: false, synamedia: true, bfl: false, b2b: true, savedAt: later }));
    expect(await extra('video', id)).toEqual({ kind: 'video', item_id: id, email: 'dana@work.example', g_review_link: 'https://g.example/2', hide: false, synamedia: true, bfl: false, b2b: true, saved_at: new Date(later) });
    expect(await extra('review', id)).toMatchObject({ email: 'omer@example.com', hide: false, b2b: true, saved_at: new Date(at) });
  });

  it('keeps each person a review is from, as last saved', async () => {
    const [dana, omer] = [`dana-${randomUUID()}@example.com`, `omer-${randomUUID()}@example.com`];
    await spec.given(
      storedEvent('ReviewPersonSaved', { email: dana, firstName: 'Dana', lastName: 'Levi', title: 'QA', linkedin: 'https://li.example/dana', linkedinPost: 'https://li.example/post/1', savedAt: at }),
      storedEvent('ReviewPersonSaved', { email: omer, firstName: 'Omer', lastName: 'Katz', title: '', linkedin: '', linkedinPost: '', savedAt: at }),
    );
    expect(await person(dana)).toEqual({ email: dana, first_name: 'Dana', last_name: 'Levi', title: 'QA', linkedin: 'https://li.example/dana', linkedin_post: 'https://li.example/post/1', saved_at: new Date(at) });
    expect(await person(omer)).toEqual({ email: omer, first_name: 'Omer', last_name: 'Katz', title: '', linkedin: '', linkedin_post: '', saved_at: new Date(at) });

    await spec.given(storedEvent('ReviewPersonSaved', { email: dana, firstName: 'Dana R', lastName: 'Cohen', title: 'QA Lead', linkedin: 'https://li.example/danac', linkedinPost: '', savedAt: later }));
    expect(await person(dana)).toEqual({ email: dana, first_name: 'Dana R', last_name: 'Cohen', title: 'QA Lead', linkedin: 'https://li.example/danac', linkedin_post: '', saved_at: new Date(later) });
    expect(await person(omer)).toMatchObject({ first_name: 'Omer', saved_at: new Date(at) });
  });

  it('changes nothing when older events are replayed over newer ones', async () => {
    const [videoId, reviewId, id, email] = [randomUUID(), randomUUID(), randomUUID(), `p-${randomUUID()}@example.com`];
    const older = [
      storedEvent('ReviewVideosImported', { source: 'platform', videos: [{ videoId, title: 'Old', description: 'Old', thumbnailUrl: null, publishedAt: null }], added: 1, updated: 0, importedAt: at }),
      storedEvent('ListingReviewsImported', { ...listing, averageRating: 3, totalReviewCount: 1, reviews: [{ reviewId, reviewer: { displayName: 'Old' }, starRating: 'ONE', createTime: at }], importedAt: at }),
      storedEvent('ReviewExtraDataSaved', { kind: 'review', id, email: 'old@example.com', gReviewLink: '', hide: false, synamedia: false, bfl: false, b2b: false, savedAt: at }),
      storedEvent('ReviewPersonSaved', { email, firstName: 'Old', lastName: 'Old', title: '', linkedin: '', linkedinPost: '', savedAt: at }),
    ];
    const newer = [
      storedEvent('ReviewVideosImported', { source: 'platform', videos: [{ videoId, title: 'New', description: 'New', thumbnailUrl: null, publishedAt: null }], added: 0, updated: 1, importedAt: later }),
      storedEvent('ListingReviewsImported', { ...listing, averageRating: 5, totalReviewCount: 2, reviews: [{ reviewId, reviewer: { displayName: 'New' }, starRating: 'FIVE', createTime: at }], importedAt: later }),
      storedEvent('ReviewExtraDataSaved', { kind: 'review', id, email: 'new@example.com', gReviewLink: '', hide: true, synamedia: false, bfl: false, b2b: false, savedAt: later }),
      storedEvent('ReviewPersonSaved', { email, firstName: 'New', lastName: 'New', title: '', linkedin: '', linkedinPost: '', savedAt: later }),
    ];
    await spec.given(...older, ...newer);
    await spec.given(...older);
    expect(await video(videoId)).toMatchObject({ title: 'New', imported_at: new Date(later) });
    expect(await review(reviewId)).toMatchObject({ reviewer_name: 'New', star_rating: 'FIVE' });
    expect(await summaries()).toEqual([{ id: 'listing', average_rating: 5, total_review_count: 2, imported_at: new Date(later) }]);
    expect(await extra('review', id)).toMatchObject({ email: 'new@example.com', hide: true });
    expect(await person(email)).toMatchObject({ first_name: 'New', last_name: 'New' });
  });

  it('leaves the same rows through the batch form as one event at a time', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [videoId, reviewId, id, email] = [randomUUID(), randomUUID(), randomUUID(), `b-${randomUUID()}@example.com`];
      const events = [
        storedEvent('ReviewVideosImported', { source: 'client', videos: [{ videoId, title: 'First', description: 'D', thumbnailUrl: 'https://img.example/t.jpg', publishedAt: null }], added: 1, updated: 0, importedAt: at }),
        storedEvent('ListingReviewsImported', { ...listing, averageRating: 4.2, totalReviewCount: 7, reviews: [{ reviewId, reviewer: { displayName: 'Maya', profilePhotoUrl: 'https://img.example/m.png' }, starRating: 'FOUR', createTime: at, comment: 'Nice' }], importedAt: at }),
        storedEvent('ReviewExtraDataSaved', { kind: 'video', id, email: 'a@example.com', gReviewLink: 'https://g.example/a', hide: false, synamedia: true, bfl: true, b2b: false, savedAt: at }),
        storedEvent('ReviewPersonSaved', { email, firstName: 'Maya', lastName: 'Bar', title: 'PM', linkedin: 'https://li.example/maya', linkedinPost: '', savedAt: at }),
        storedEvent('ReviewVideosImported', { source: 'file', videos: [{ videoId, title: 'Again', description: 'D2', thumbnailUrl: null, publishedAt: '2026-11-01' }], added: 0, updated: 1, importedAt: later }),
        storedEvent('ReviewExtraDataSaved', { kind: 'video', id, email: 'b@example.com', gReviewLink: '', hide: true, synamedia: false, bfl: true, b2b: true, savedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await video(videoId), form).toEqual({ video_id: videoId, title: 'Again', description: 'D2', thumbnail_url: null, published_at: '2026-11-01', imported_at: new Date(later) });
      expect(await review(reviewId), form).toEqual({ review_id: reviewId, reviewer_name: 'Maya', reviewer_photo: 'https://img.example/m.png', star_rating: 'FOUR', create_time: at, update_time: null, comment: 'Nice', imported_at: new Date(at) });
      expect(await summaries(), form).toEqual([{ id: 'listing', average_rating: 4.2, total_review_count: 7, imported_at: new Date(at) }]);
      expect(await extra('video', id), form).toEqual({ kind: 'video', item_id: id, email: 'b@example.com', g_review_link: '', hide: true, synamedia: false, bfl: true, b2b: true, saved_at: new Date(later) });
      expect(await person(email), form).toEqual({ email, first_name: 'Maya', last_name: 'Bar', title: 'PM', linkedin: 'https://li.example/maya', linkedin_post: '', saved_at: new Date(at) });
    }
  });
});

import type { CommandDeps } from '../../../command/core/deps';
import { importReviewItems, saveCuration } from '../../../command/backoffice/reviews/review-commands';
import { extraDataSchema, listingDataSchema, personDataSchema, videoSchema } from '../../../contracts/backoffice/reviews/review';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

const thumb = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
const videos = [
  { videoId: 'demoVid0001', title: 'From 40 applications to 3 offers', description: 'Noa tells how the coaching changed her search', publishedAt: '2026-10-12T09:00:00Z' },
  { videoId: 'demoVid0002', title: 'הסיפור של עומר: משרה חדשה בתוך חודשיים', description: 'עומר מספר על הליווי', publishedAt: '2026-09-03T09:00:00Z' },
  { videoId: 'demoVid0003', title: 'A QA lead’s second career', description: 'Dana on changing fields at 45', publishedAt: '2026-07-21T09:00:00Z' },
  { videoId: 'demoVid0004', title: 'Interview practice that worked', description: 'Short clip from a webinar', publishedAt: '2026-05-30T09:00:00Z' },
].map((v) => videoSchema.parse({ ...v, thumbnailUrl: thumb(v.videoId) }));

const reviews = listingDataSchema.parse({
  averageRating: 4.8,
  totalReviewCount: 5,
  reviews: [
    { reviewId: 'demoRev001', reviewer: { displayName: 'Noa Levi' }, starRating: 'FIVE', createTime: '2026-10-14T08:00:00Z', comment: 'The weekly meetings kept me going. Three offers in six weeks!' },
    { reviewId: 'demoRev002', reviewer: { displayName: 'עומר כהן' }, starRating: 'FIVE', createTime: '2026-09-05T08:00:00Z', comment: 'ליווי מקצועי ואישי, ממליץ בחום' },
    { reviewId: 'demoRev003', reviewer: { displayName: 'Dana Mizrahi' }, starRating: 'FOUR', createTime: '2026-07-25T08:00:00Z', comment: 'Helpful CV work; the LinkedIn part could be longer.' },
    { reviewId: 'demoRev004', reviewer: { displayName: 'Gil B.' }, starRating: 'FIVE', createTime: '2026-06-02T08:00:00Z', comment: 'Found a job through the publish newsletter.' },
    { reviewId: 'demoRev005', reviewer: { displayName: '' }, starRating: 'THREE', createTime: '2026-04-18T08:00:00Z' },
  ],
});

// A few of the playlist's videos and the listing's reviews, imported as from export files, with
// extra data on some (one hidden, partner flags) and the people behind them. Returns the last position.
export async function seedDemoReviews(deps: CommandDeps, adminId: string, waitFor: (position: Position) => Promise<boolean>): Promise<Position | null> {
  const ctx = { actor: adminId, correlationId: 'seed' };
  const a = await importReviewItems(deps, { type: 'ImportVideos', source: 'file', videos }, ctx);
  const b = await importReviewItems(deps, { type: 'ImportListingReviews', source: 'file', listing: reviews }, ctx);
  if (isDomainError(a) || isDomainError(b)) throw new Error('the demo reviews were refused');
  // extra data names imported items: their read model first
  if (b.position) await waitFor(b.position);
  const curated = [
    { extra: { kind: 'review', id: 'demoRev001', email: 'noa.levi@example.com', gReviewLink: 'https://g.page/r/demo-review-1', synamedia: true }, person: { email: 'noa.levi@example.com', firstName: 'Noa', lastName: 'Levi', title: 'Product analyst', linkedin: 'https://www.linkedin.com/in/noa-levi-demo' } },
    { extra: { kind: 'video', id: 'demoVid0001', email: 'noa.levi@example.com', b2b: true } },
    { extra: { kind: 'video', id: 'demoVid0002', email: 'omer.cohen@example.com', bfl: true }, person: { email: 'omer.cohen@example.com', firstName: 'עומר', lastName: 'כהן', title: 'מפתח Backend' } },
    { extra: { kind: 'review', id: 'demoRev005', hide: true } },
  ];
  let last: Position | null = b.position ?? null;
  for (const c of curated) {
    const saved = await saveCuration(deps, { extra: extraDataSchema.parse(c.extra), person: c.person ? personDataSchema.parse(c.person) : undefined }, ctx);
    if (isDomainError(saved)) throw new Error(`a demo review's extra data was refused: ${saved.code}`);
    last = saved.position ?? last;
  }
  return last;
}

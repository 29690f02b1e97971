import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// The curation as journey admins keep it: videos and listing reviews imported, one of each imported
// again changed, extra data on both, a person's data saved and changed. Every event of its read models.
export async function runReviewsScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const call = async (name: string, body: unknown) => {
    const res = await t.call(name, body, admin.token);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const video = (videoId: string, title: string) => ({ videoId, title, description: 'A client’s story', thumbnailUrl: null, publishedAt: '2026-10-01T10:00:00Z' });
  const review = (reviewId: string, starRating: string, comment: string) => ({ reviewId, reviewer: { displayName: 'Dana' }, starRating, createTime: '2026-10-02T08:00:00Z', comment });
  await call('saveVideosFromYoutube', { videos: [video('scenVid1', 'First'), video('scenVid2', 'Second')] });
  await call('saveVideosFromYoutube', { videos: [video('scenVid2', 'Second, renamed'), video('scenVid3', 'Third')] });
  await call('saveReviewsFromGoogle', { data: { averageRating: 4.5, totalReviewCount: 2, reviews: [review('scenRev1', 'FIVE', 'Great'), review('scenRev2', 'FOUR', 'Good')] } });
  await call('saveReviewsFromGoogle', { data: { averageRating: 4.0, totalReviewCount: 2, reviews: [review('scenRev2', 'THREE', 'Fine')] } });
  await call('saveJHReviewData', { data: { kind: 'review', id: 'scenRev1', email: 'dana@scenario.test', hide: true }, userData: { email: 'dana@scenario.test', firstName: 'Dana' } });
  await call('saveJHReviewData', { data: { kind: 'video', id: 'scenVid1', email: 'dana@scenario.test', b2b: true }, userData: { email: 'dana@scenario.test', firstName: 'Dana', lastName: 'Levi' } });
  await call('saveJHReviewData', { data: { kind: 'review', id: 'scenRev1', email: 'dana@scenario.test', hide: false, bfl: true } });
}

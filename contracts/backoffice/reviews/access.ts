import { defineAccessRows, journeyAdmins } from '../../core/access-matrix';
import { reviewsCalls } from './calls';

// Who may make this feature's calls (contracts/core/access-matrix.ts): the brand's journey admins
// and the site's admins only.
export const reviewsAccess = defineAccessRows(reviewsCalls, {
  getJHReviewData: { expect: journeyAdmins(200) },
  saveJHReviewData: { expect: journeyAdmins(404), body: () => ({ data: { kind: 'video', id: 'no-such-video', hide: true } }) },
  saveVideosFromYoutube: { expect: journeyAdmins(200), body: () => ({ videos: [] }) },
  saveReviewsFromGoogle: { expect: journeyAdmins(200), body: () => ({ data: { reviews: [] } }) },
});

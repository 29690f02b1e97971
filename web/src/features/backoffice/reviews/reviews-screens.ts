import { defineScreens } from '../../../app/screen';
import { productSlug } from '../../coaching/portal/product';
import { loadReviewsStrings } from './reviews-strings';

// Journey admins and site admins curate the videos and reviews (spec §2, §6).
export const reviewsScreens = defineScreens([
  {
    name: 'reviews',
    path: `/${productSlug()}-reviews`,
    access: 'journeyAdmin',
    frame: 'staff',
    page: () => import('./reviews-page').then((m) => m.ReviewsPage),
    strings: [loadReviewsStrings],
  },
]);

import { companiesFeature } from '../../../contracts/marketplace/companies/feature';
import { companyProjection } from '../../../projections/marketplace/companies/company.projection';
import { defineServerFeature } from '../../server/feature';
import { addCompany } from './calls/add-company';
import { addHelpful } from './calls/add-helpful';
import { addReview } from './calls/add-review';
import { getCompanies } from './calls/get-companies';
import { getCompany } from './calls/get-company';
import { getReviews } from './calls/get-reviews';
import { mailReviewNotice } from './reactions/mail-review-notice';

export const companiesServer = defineServerFeature({
  contract: companiesFeature,
  projections: [companyProjection],
  migrations: [],
  reads: { addCompany: [companyProjection], addReview: [companyProjection], addHelpful: [companyProjection] },
  calls: { getCompanies, getCompany, addCompany, getReviews, addReview, addHelpful },
  reactions: [mailReviewNotice],
});

import { createHash } from 'node:crypto';
import { companyNameKey } from './company-values';

// Stream ids of the companies feature are built only here; every one starts with 'company-'.
export const COMPANY_STREAM_PREFIX = 'company-';

// One stream per company: its addition.
export const companyStreamId = (companyId: string): string => `company-${companyId}`;

// One company per name (case and spaces aside): the reservation stream of the name's key, appended
// with expected version "no stream" together with the company's first event.
export const companyNameStreamId = (name: string): string => `company-name-${createHash('sha256').update(companyNameKey(name)).digest('hex')}`;

// One stream per review or interview review: its writing and the people who found it helpful.
export const companyReviewStreamId = (reviewId: string): string => `company-review-${reviewId}`;

import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields } from '../../core/messages';
import { companyJobSchema, companyNameSchema, companySchema, companyUrlSchema } from './company';
import { COMPANIES_PAGE_SIZE, COMPANY_NAME_MAX, COMPANY_SEARCH_MAX, COMPANY_TAB_PAGE_SIZE } from './company-values';
import { addReviewSchema, reviewSchema } from './review';

const id = z.string().trim().min(1).max(200);

export const cardContentTypeSchema = z.enum(['reviews', 'interviews', 'jobs']);
export type CardContentType = z.infer<typeof cardContentTypeSchema>;

const tab = <T extends 'reviews' | 'interviews' | 'jobs', I extends z.ZodType>(type: T, item: I) =>
  z.object({ cardContentType: z.literal(type), list: z.array(item), noMore: z.boolean() });
export const reviewsAnswerSchema = z.discriminatedUnion('cardContentType', [tab('reviews', reviewSchema), tab('interviews', reviewSchema), tab('jobs', companyJobSchema)]);
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

export const companyCalls = defineCalls({
  getCompanies: {
    kind: 'query',
    access: 'anonymous',
    summary:
      `The companies, the most reviewed first, ${COMPANIES_PAGE_SIZE} a page (page from 1), with their total. search: the companies whose name starts with it, case and spaces aside ` +
      `(the list's search box sends the first 2 letters once more than 2 are typed, and narrows the answer itself), at most ${COMPANY_SEARCH_MAX}, by name.`,
    input: z.object({ search: z.string().trim().max(COMPANY_NAME_MAX).optional(), page: z.number().int().min(1).max(10_000).default(1) }).strict().default({ page: 1 }),
    output: z.object({ list: z.array(companySchema), total: z.number() }),
  },
  getCompany: {
    kind: 'query',
    access: 'anonymous',
    summary:
      "One company's card for its page (/companies/{slug}-{id}): the counts of its three tabs, its rating and sub-ratings. By id, or by name (case and spaces aside: a job's company). { notFound: true } when there is none.",
    input: z.union([z.object({ id }).strict(), z.object({ name: z.string().trim().min(1).max(COMPANY_NAME_MAX) }).strict()]),
    output: z.union([z.object({ result: companySchema }), z.object({ notFound: z.literal(true) })]),
  },
  addCompany: {
    kind: 'command',
    access: 'authed',
    summary:
      "Add a company (the name required; url: its web address, http:// added when it has no scheme). One company per name whatever its case and spaces, also under requests at the same moment: a name listed already is 409 CompanyExists, whose error names the company listed. Answers the company.",
    input: z.object({ company: companyNameSchema, url: companyUrlSchema.optional() }).strict(),
    output: z.object({ company: companySchema, ...optionalSaidFields }),
  },
  getReviews: {
    kind: 'query',
    access: 'anonymous',
    summary:
      `A company's tab, ${COMPANY_TAB_PAGE_SIZE} at a time, newest first: its reviews (current and former employees), its interview reviews, or its active jobs (cardContentType). ` +
      'skipId: the last one shown; the next ones follow it. noMore: nothing follows. 404 CompanyNotFound for an unknown company.',
    input: z.object({ cardContentType: cardContentTypeSchema, company: id, skipId: id.optional() }).strict(),
    output: reviewsAnswerSchema,
  },
  addReview: {
    kind: 'command',
    access: 'authed',
    summary:
      'Write a review of a company (company: its id): type current or former (rating, employmentType, title, headline, pros, cons; a former one also lastYearEmployment, one of the last five years) or ' +
      'interview (rating, title, interviewProcess, difficulty, gotOffer; interviewQuestions with their answers, the stages, the process period in Days, Weeks or Months). Pros, cons, the advice and the process are ' +
      'rich text, cleaned by the server. A missing field is 400 with an issue naming it. Answers the review and the company as it now reads (its rating and counts).',
    input: addReviewSchema,
    output: z.object({ review: reviewSchema, company: companySchema, ...optionalSaidFields }),
  },
  addHelpful: {
    kind: 'command',
    access: 'authed',
    summary:
      "Mark a review (type review) or an interview review (type interview) helpful: once per person (a second time changes nothing), never one's own (409 HelpfulOwnReview). Answers who found it helpful.",
    input: z.object({ id, type: z.enum(['review', 'interview']) }).strict(),
    output: z.object({ helpful: z.array(z.string()) }),
  },
});

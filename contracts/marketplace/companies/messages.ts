import { defineMessages } from '../../core/messages';

// What the companies' and reviews' rules and answers say, by code (the web's companies locales
// translate them).
export const companyMessages = defineMessages({
  CompanyNameRequired: "Write the company's name",
  CompanyNameTaken: '{{name}} is already listed',
  CompanyAddedSaid: 'The company is added',
  ReviewTypeRequired: 'Choose what you review: your current job, a former job or an interview',
  ReviewRatingRequired: 'Rate it from 1 to 5 stars',
  ReviewTitleRequired: 'Write your job title',
  ReviewHeadlineRequired: 'Write a headline for your review',
  ReviewProsRequired: 'Write the pros',
  ReviewConsRequired: 'Write the cons',
  ReviewEmploymentTypeRequired: 'Choose your employment type',
  ReviewLastYearRequired: 'Choose the last year you worked there',
  ReviewProcessRequired: 'Describe the interview process',
  ReviewDifficultyRequired: 'Rate how difficult the interview was',
  ReviewOfferRequired: 'Say whether you got an offer',
  ReviewQuestionRequired: 'Write the question, or remove it',
  ReviewSubRating: 'A rating is a whole number of stars from 1 to 5',
  ReviewYearRange: 'Choose one of the last five years',
  ReviewThanks: 'Thank you for writing a review',
});

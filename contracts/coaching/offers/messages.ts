import { defineMessages } from '../../core/messages';

// What the jobs-and-offers rules and answers say, by code (the web's offers locales translate them).
export const offersMessages = defineMessages({
  OfferCompanyRequired: 'Enter the company',
  OfferTitleRequired: 'Enter the job title',
  OfferSeniorityRequired: 'Choose the seniority',
  OfferFirstSalaryRequired: 'Enter the first salary offer',
  OfferFinalSalaryRequired: 'Enter the final salary',
  OfferJobDefinitionRequired: 'Write a clear job definition',
  TalentJobTitleRequired: 'Choose a professional title or write one',
  TalentJobDataRequired: "Send the job's details to save it",
  TalentJobNotFound: 'There is no such job',
  TalentOfferNotFound: 'There is no such offer',
  TalentOfferSignedAlready: 'This offer is signed already',
  SignedOfferNotDeletable: 'A signed offer cannot be deleted',
  SignStartDateRequired: 'Choose the start date',
  TalentProjectTitleRequired: 'Enter the project title',
  TalentProjectEndsBeforeStart: 'A project cannot end before it starts',
  TalentProjectNotFound: 'There is no such project',
  OffersClientNotFound: 'There is no such client',
});

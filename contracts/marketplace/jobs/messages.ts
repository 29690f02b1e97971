import { defineMessages } from '../../core/message-catalog';

// What the job form's rules and the jobs calls say, by code (the web's jobs locales translate them).
export const jobMessages = defineMessages({
  TitleRequired: 'Title is required',
  CompanyRequired: 'Company is required',
  DescriptionRequired: 'Description is required',
  PickLocation: 'Pick a location from the suggestions',
  ZipCodeNumeric: 'Zip code must be numeric',
  SalaryNegative: 'Salary cannot be negative',
  SalaryMaxRequired: 'Maximum salary is required once a minimum is set',
  SalaryMinRequired: 'Minimum salary is required once a maximum is set',
  SalaryMaxBelowMin: 'Maximum salary cannot be below the minimum',
  // a profile's tags say it too (identity's saveProfile)
  TooManyTags: 'Use at most {{maximum}} tags',
  TooManyBestTags: 'Mark at most {{maximum}} tags as best',
  BestTagsNotTags: 'Best tags must be among the tags: {{tags}}',
  TagTwice: 'Each tag may appear once',
  PostedTooLongAgo: 'Use at most {{maximum}} years',
  JobExists: 'This job already exists',
});

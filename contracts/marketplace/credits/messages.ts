import { defineMessages } from '../../core/message-catalog';

// What the credits calls say, by code (the web's credits locales translate them).
export const creditMessages = defineMessages({
  NameProfileOrJob: 'Name a profile or a job',
  AmountNotZero: 'The amount cannot be zero',
  PromotionRunning: 'This promotion has not expired yet',
});

import { defineMessages } from '../../core/messages';

// What the payments calls, the Pro plans and the payments report's input say, by code (the web's
// payments locales translate them).
export const paymentMessages = defineMessages({
  PaymentExists: 'This payment already exists',
  // the Pro plans' badges
  SavePercent: 'Save {{percent}}%',
  BestValue: 'Best Value',
  MostPopular: 'Most Popular',
  DayOrMoment: 'Use a day (YYYY-MM-DD) or a moment with its offset',
  RangeMissing: "Send from and to, or the table's extraSearch with from and to",
  RangeOrTable: "Send either from and to, or the table's fields with extraSearch, not both",
});

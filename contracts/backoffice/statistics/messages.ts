import { defineMessages } from '../../core/messages';

// What the statistics' rules say, by code (the web's statistics locales translate them).
export const statisticsMessages = defineMessages({
  DayFormat: 'Write the day as YYYY-MM-DD, such as 2026-11-29',
  RangeReversed: 'The range must end on or after the day it starts',
  RangeTooLong: 'A range covers at most {{weeks}} weeks',
});

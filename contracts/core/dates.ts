import { z } from 'zod';
import { say } from './message-basics';
import { coreMessages } from './messages';

// The years a date in this product can fall in. ISO allows year 0000 and 9999, which PostgreSQL
// refuses or no person means: a date outside is refused as input, never reaches a query.
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;

const yearOf = (text: string): number => Number(text.slice(0, 4));

// A day (YYYY-MM-DD) or an ISO moment within the product's years.
export const withinYears = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((text) => yearOf(text) >= EARLIEST_YEAR && yearOf(text) <= LATEST_YEAR, say(coreMessages.DateOutOfRange, { from: EARLIEST_YEAR, to: LATEST_YEAR }));

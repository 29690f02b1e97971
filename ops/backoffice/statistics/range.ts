import { resolveRange, type Range, type RangeInput } from '../../../contracts/backoffice/statistics/range';
import { israelDayOf } from '../../../contracts/backoffice/statistics/weeks';
import type { ApiDeps } from '../../server/feature';

// A call's range, today being the server clock's day in Israel.
export const rangeOf = (deps: Pick<ApiDeps, 'clock'>, input: RangeInput): Range => resolveRange(input, israelDayOf(deps.clock().getTime()));

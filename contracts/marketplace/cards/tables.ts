import type { PositionColumn } from '../../core/tables';

// How many times a job's card was opened, per day (the hiring hint sums the last 30; the owner sees
// them by month).
export type JobWatchDayTable = {
  job_id: string;
  day: string;
  watches: number;
  last_position: PositionColumn;
};

// How many searches used each term, per list and month ('People Also Searched').
export type SearchTermMonthTable = {
  histogram_type: string;
  term: string;
  month: string;
  searches: number;
  last_position: PositionColumn;
};

export type CardTables = { job_watch_day: JobWatchDayTable; search_term_month: SearchTermMonthTable };

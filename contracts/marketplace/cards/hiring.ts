// The hiring-percentage hint of an expired job (marketplace spec §4), from how many times its card was
// opened in the last month: 90+ gives 96, 50+ gives 92, 20+ gives 83, else 67.
export const hiringPercent = (watchesLastMonth: number): number => {
  if (watchesLastMonth >= 90) return 96;
  if (watchesLastMonth >= 50) return 92;
  if (watchesLastMonth >= 20) return 83;
  return 67;
};

// 'The last month': the 30 days up to now.
export const WATCH_WINDOW_DAYS = 30;

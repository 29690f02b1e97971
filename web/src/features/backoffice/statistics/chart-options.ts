// The charts' options as plain data (echarts loads with the chart itself, not with this).
export type Line = { name: string; data: readonly number[]; type?: 'bar' | 'line'; stack?: string };

// Week by week: bars or lines over the weeks' labels. On a right-to-left page the weeks run from
// the right and the values' axis stands on the right.
export function weeklyOption(labels: readonly string[], lines: readonly Line[], rtl: boolean) {
  return {
    tooltip: { trigger: 'axis' },
    // the legend wraps on a phone rather than hide series behind arrows
    legend: { bottom: 0, itemGap: 8 },
    grid: { top: 16, left: 8, right: 8, bottom: 56, containLabel: true },
    xAxis: { type: 'category', inverse: rtl, data: labels },
    yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
    series: lines.map((l) => ({ name: l.name, type: l.type ?? 'bar', data: l.data, ...(l.stack ? { stack: l.stack } : {}), ...(l.type === 'line' ? { smooth: true } : {}) })),
  };
}

// Categories side by side: a bar per series for each category, the categories down the side.
export function categoriesOption(labels: readonly string[], lines: readonly Line[], rtl: boolean) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0 },
    grid: { top: 8, left: 8, right: 8, bottom: 40, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, inverse: rtl },
    yAxis: { type: 'category', inverse: true, position: rtl ? 'right' : 'left', data: labels },
    series: lines.map((l) => ({ name: l.name, type: 'bar', data: l.data })),
  };
}

export const hasAny = (lines: readonly Line[]): boolean => lines.some((l) => l.data.some((v) => v !== 0));

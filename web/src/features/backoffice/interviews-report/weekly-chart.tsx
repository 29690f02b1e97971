import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only the line chart and what it uses: this module loads when the weekly chart opens.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type Week = { label: string; total: number };

export const weeklyOption = (weeks: readonly Week[], name: string, rtl: boolean): EChartsCoreOption => ({
  grid: { left: 40, right: 24, top: 24, bottom: 40, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: weeks.map((w) => w.label), inverse: rtl, axisLabel: { hideOverlap: true } },
  yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
  series: [{ type: 'line', name, data: weeks.map((w) => w.total), smooth: true, symbolSize: 8, areaStyle: { opacity: 0.12 } }],
});

export const WeeklyChart = ({ weeks, name, rtl, label }: { weeks: readonly Week[]; name: string; rtl: boolean; label: string }) => (
  <div role="img" aria-label={label}>
    <ReactEChartsCore echarts={echarts} option={weeklyOption(weeks, name, rtl)} notMerge style={{ height: 320, width: '100%' }} opts={{ renderer: 'canvas' }} />
  </div>
);

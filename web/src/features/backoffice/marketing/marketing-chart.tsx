import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only the charts the marketing dashboard draws: this module loads with its route alone.
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const MarketingChart = ({ option, height, label }: { option: EChartsCoreOption; height: number; label: string }) => (
  <div role="img" aria-label={label}>
    <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />
  </div>
);

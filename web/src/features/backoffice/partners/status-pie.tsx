import ReactEChartsCore from 'echarts-for-react/esm/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the pie: this module loads with the partner dashboard alone.
echarts.use([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export type PieSlice = { name: string; value: number; color: string };

export const StatusPie = ({ slices, label, rtl }: { slices: readonly PieSlice[]; label: string; rtl: boolean }) => (
  <div role="img" aria-label={label}>
    <ReactEChartsCore
      echarts={echarts}
      notMerge
      style={{ height: 240, width: '100%' }}
      opts={{ renderer: 'canvas' }}
      option={{
        tooltip: { trigger: 'item' },
        legend: { orient: 'vertical', [rtl ? 'right' : 'left']: 0, top: 'middle', align: rtl ? 'right' : 'left' },
        series: [
          {
            type: 'pie',
            // the outer side's labels and their lines stay inside the card (a 70 % ring cut them off at 1366 px)
            radius: ['38%', '62%'],
            center: [rtl ? '37%' : '63%', '50%'],
            label: { show: true, formatter: '{c}' },
            labelLine: { length: 8, length2: 8 },
            data: slices.filter((s) => s.value > 0).map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
          },
        ],
      }}
    />
  </div>
);

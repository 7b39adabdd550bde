/**
 * The chart library, with only what the statistics draw (lines and bars; the province map adds its own parts
 * in map/register.ts) and the SVG renderer. Loaded by the chart view on demand: /login and the lists never
 * load it.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { echarts };

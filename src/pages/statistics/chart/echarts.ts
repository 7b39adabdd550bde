/**
 * The chart library, with only what the statistics draw (lines, bars, the province map) and the SVG
 * renderer. Loaded by the chart view on demand: /login and the lists never load it.
 */
import { BarChart, LineChart, MapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, MapChart, GridComponent, TooltipComponent, LegendComponent, VisualMapComponent, AriaComponent, SVGRenderer]);

export { echarts };

/**
 * The province map, registered with the chart library: it ships with the build (its own chunk, loaded by
 * the regional analysis only) and nothing is fetched from outside. Source and licence: README.md here.
 */
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { echarts } from '../chart/echarts';
import china from './china-provinces.json';
import { MAP_NAME, type Province } from './provinces';

echarts.use([MapChart, VisualMapComponent]);
echarts.registerMap(MAP_NAME, china as Parameters<typeof echarts.registerMap>[1]);

export const provinces: Province[] = china.features.map((f) => ({ name: f.properties.name, name_en: f.properties.name_en }));

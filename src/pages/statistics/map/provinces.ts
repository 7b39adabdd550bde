/**
 * The provinces of the regional analysis: the API names a province as its region tree does ("广东省",
 * "北京", "内蒙古自治区"); the map's features carry the full names. Both meet on the short name.
 */
import type { EChartsOption } from 'echarts';
import { formatValue, type Palette } from '../chart/options';

export interface Province {
  /** Full Chinese name: the map feature's name. */
  name: string;
  name_en: string;
}

export interface RegionValue {
  name: string;
  value: string | number | null;
}

export interface RankedRegion {
  rank: number;
  /** As the server named it. */
  name: string;
  /** The name to show (English in an English console, when the map knows the province). */
  label: string;
  value: number;
  /** The map's feature, when the province is on the map. */
  feature?: string;
}

export const MAP_NAME = 'china-provinces';

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|省|市)$/;
export const shortProvinceName = (name: string) => name.trim().replace(SUFFIX, '');

/** The regions, highest first (ties by name), each matched to its province on the map. */
export function rankRegions(rows: readonly RegionValue[], provinces: readonly Province[], english: boolean): RankedRegion[] {
  const byShort = new Map(provinces.map((p) => [shortProvinceName(p.name), p]));
  return rows
    .map((row) => {
      const province = byShort.get(shortProvinceName(row.name));
      const value = Number(row.value);
      return { name: row.name, label: province && english ? province.name_en : row.name, value: Number.isFinite(value) ? value : 0, feature: province?.name };
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .map((row, index) => ({ rank: index + 1, ...row }));
}

/** The province map: each province coloured by its value, its name (in the console's language) and value on hover. */
export function mapOption(regions: readonly RankedRegion[], provinces: readonly Province[], english: boolean, money: boolean, palette: Palette, seriesName: string): EChartsOption {
  const max = Math.max(0, ...regions.map((r) => r.value));
  const display = (p: Province) => (english ? p.name_en : p.name);
  const values = new Map(regions.filter((r) => r.feature).map((r) => [r.feature!, r.value]));
  return {
    aria: { enabled: true },
    textStyle: { color: palette.text },
    tooltip: {
      trigger: 'item',
      backgroundColor: palette.tooltipBg,
      borderColor: palette.split,
      textStyle: { color: palette.tooltipText },
      formatter: (point: unknown) => {
        const { name, value } = point as { name: string; value?: number };
        return `${name}<br/>${seriesName}: ${formatValue(Number.isFinite(value) ? value : 0, money)}`;
      },
    },
    visualMap: {
      min: 0,
      max: max || 1,
      left: 8,
      bottom: 8,
      calculable: true,
      inRange: { color: [palette.mapLow, palette.mapHigh] },
      textStyle: { color: palette.text },
      formatter: (v: number) => formatValue(v, money),
    },
    series: [
      {
        type: 'map',
        map: MAP_NAME,
        name: seriesName,
        roam: true,
        // Mainland China's extent reads best a little squashed in latitude, as printed maps are.
        aspectScale: 0.8,
        nameMap: english ? Object.fromEntries(provinces.map((p) => [p.name, p.name_en])) : undefined,
        itemStyle: { areaColor: palette.mapEmpty, borderColor: palette.axis },
        emphasis: { label: { show: true, color: palette.tooltipText }, itemStyle: { areaColor: palette.colors[1] } },
        select: { disabled: true },
        data: provinces.map((p) => ({ name: display(p), value: values.get(p.name) ?? 0 })),
      },
    ],
  } as EChartsOption;
}

/** Shop spec groups (the SKU editor's specs) and the values seeded goods use. */
import type { SpecRecord, SpecValue } from '../types';
import { SHOP } from './constants';

interface SpecSeed {
  sn: string;
  zh: string;
  en: string;
  values: [zh: string, en: string][];
}

export const SPEC_SEEDS: Record<'color' | 'storage' | 'size', SpecSeed> = {
  color: { sn: 'COLOR', zh: '颜色', en: 'Colour', values: [['黑色', 'Black'], ['白色', 'White'], ['蓝色', 'Blue'], ['银色', 'Silver']] },
  storage: { sn: 'STORAGE', zh: '存储容量', en: 'Storage', values: [['128GB', '128GB'], ['256GB', '256GB'], ['512GB', '512GB']] },
  size: { sn: 'SIZE', zh: '尺码', en: 'Size', values: [['S', 'S'], ['M', 'M'], ['L', 'L'], ['XL', 'XL']] },
};

/** A spec value as it appears in a SKU's spec_list. */
export function specValue(kind: keyof typeof SPEC_SEEDS, index: number): SpecValue {
  const seed = SPEC_SEEDS[kind];
  return {
    spec_group_name: seed.zh,
    spec_group_sn: seed.sn,
    spec_value_name: seed.values[index][0],
    spec_value_sn: `${seed.sn}-${index + 1}`,
    spec_value_image: '',
    __en: { spec_group_name: seed.en, spec_value_name: seed.values[index][1] },
  };
}

export function seedSpecs(): SpecRecord[] {
  const shops = [SHOP.owner, SHOP.supplier];
  return shops.flatMap((shop, s) =>
    Object.values(SPEC_SEEDS).map((seed, i) => ({
      id: String(s * 10 + i + 1),
      shop_id: shop,
      spec_group_name: seed.zh,
      spec_group_sn: seed.sn,
      spec_values: seed.values.map(([zh, en], v) => ({ spec_value_name: zh, spec_value_sn: `${seed.sn}-${v + 1}`, spec_value_image: '', __en: { spec_value_name: en } })),
      __en: { spec_group_name: seed.en },
    })),
  );
}

/** Material centre: nested resource groups with ~40 images and ~8 videos per open shop. */
import { createRng } from '../../lib/prng';
import { PALETTE, placeholderImage, videoPoster } from '../../lib/images';
import type { GroupType, ResourceGroupRecord, ResourceRecord } from '../types';
import { BASE_TIME, DAY, SHOP } from './constants';

type GroupSeed = [id: number, parent: number, type: GroupType, zh: string, en: string];

const GROUPS: GroupSeed[] = [
  [1, 0, 'IMAGE', '商品主图', 'Goods images'],
  [2, 1, 'IMAGE', '手机', 'Phones'],
  [3, 1, 'IMAGE', '电脑', 'Computers'],
  [4, 0, 'IMAGE', '店铺装修', 'Shop decoration'],
  [5, 4, 'IMAGE', '轮播图', 'Carousel'],
  [6, 4, 'IMAGE', '活动海报', 'Campaign posters'],
  [7, 6, 'IMAGE', '双十一', 'Singles Day'],
  [8, 0, 'IMAGE', '详情图', 'Detail images'],
  [9, 0, 'VIDEO', '商品视频', 'Goods videos'],
  [10, 9, 'VIDEO', '开箱', 'Unboxing'],
  [11, 0, 'VIDEO', '宣传片', 'Brand films'],
];

const IMAGE_NAMES: [string, string][] = [
  ['主图', 'main'], ['细节图', 'detail'], ['场景图', 'scene'], ['轮播', 'banner'], ['海报', 'poster'], ['尺寸图', 'size chart'],
];

export function seedResources(): { groups: ResourceGroupRecord[]; resources: ResourceRecord[] } {
  const rng = createRng(8080);
  const groups: ResourceGroupRecord[] = [];
  const resources: ResourceRecord[] = [];
  let resourceId = 1;
  [SHOP.owner, SHOP.supplier].forEach((shop, s) => {
    const offset = s * 100;
    const depthOf = (id: number): number => {
      const parent = GROUPS.find((g) => g[0] === id)?.[1] ?? 0;
      return parent ? depthOf(parent) + 1 : 1;
    };
    GROUPS.forEach(([id, parent, type, zh, en]) =>
      groups.push({
        group_id: String(offset + id),
        shop_id: shop,
        group_name: zh,
        group_type: type,
        parent_id: parent ? String(offset + parent) : '0',
        depth: depthOf(id),
        create_time: BASE_TIME - 90 * DAY + id * DAY,
        __en: { group_name: en },
      }),
    );
    const imageGroups = GROUPS.filter((g) => g[2] === 'IMAGE').map((g) => String(offset + g[0]));
    const videoGroups = GROUPS.filter((g) => g[2] === 'VIDEO').map((g) => String(offset + g[0]));
    const imageCount = s === 0 ? 42 : 12;
    for (let i = 0; i < imageCount; i++) {
      const [zh, en] = IMAGE_NAMES[i % IMAGE_NAMES.length];
      const color = rng.pick(PALETTE);
      const wide = i % 4 === 3;
      resources.push({
        id: String(resourceId++),
        shop_id: shop,
        resource_name: `${zh}_${String(i + 1).padStart(3, '0')}.jpg`,
        resource_url: placeholderImage(color, String(i + 1), wide ? 400 : 300),
        resource_storage: Math.round(rng.next() * 80000 + 2000) / 100,
        img_width: wide ? 1920 : 800,
        img_height: wide ? 640 : 800,
        video_duration: 0,
        group_id: i % 7 === 6 ? '-1' : rng.pick(imageGroups),
        group_type: 'IMAGE',
        create_time: BASE_TIME - i * 7200 - rng.int(0, 3000),
        __en: { resource_name: `${en}_${String(i + 1).padStart(3, '0')}.jpg` },
      });
    }
    const videoCount = s === 0 ? 8 : 3;
    for (let i = 0; i < videoCount; i++) {
      resources.push({
        id: String(resourceId++),
        shop_id: shop,
        resource_name: `视频_${i + 1}.mp4`,
        resource_url: videoPoster(rng.pick(PALETTE)),
        resource_storage: Math.round(rng.next() * 2000000 + 100000) / 100,
        img_width: 1280,
        img_height: 720,
        video_duration: rng.int(8, 180),
        group_id: i === videoCount - 1 ? '-1' : rng.pick(videoGroups),
        group_type: 'VIDEO',
        create_time: BASE_TIME - i * 86400 - rng.int(0, 3000),
        __en: { resource_name: `video_${i + 1}.mp4` },
      });
    }
  });
  return { groups, resources };
}

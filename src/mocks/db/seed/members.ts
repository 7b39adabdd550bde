/** Buyer members for the member picker; read-only. */
import { createRng } from '../../lib/prng';
import { PALETTE, placeholderImage } from '../../lib/images';

export interface MemberRow {
  member_id: string;
  uname: string;
  face: string;
  mobile: string;
  sex: number;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '林', '徐'];
const GIVEN = ['小明', '晓红', '子涵', '浩然', '雨桐', '思远', '佳怡', '俊杰', '诗雨', '天宇'];
const LATIN = ['alice', 'bob', 'carol', 'david', 'emma', 'frank', 'grace', 'henry', 'ivy', 'jack'];

function build(): MemberRow[] {
  const rng = createRng(777);
  return Array.from({ length: 86 }, (_, i) => {
    const latin = i % 3 === 2;
    const uname = latin ? `${rng.pick(LATIN)}${rng.int(10, 999)}` : `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`;
    return {
      member_id: String(10001 + i),
      uname,
      face: placeholderImage(rng.pick(PALETTE), uname[0].toUpperCase()),
      mobile: `1${rng.pick(['3', '5', '7', '8'])}${String(rng.int(0, 999999999)).padStart(9, '0')}`,
      sex: rng.chance(0.5) ? 1 : 0,
    };
  });
}

export const MEMBERS: readonly MemberRow[] = build();

/** A 4-level China region tree (province → city → county → town), read-only. */
export interface RegionRow {
  id: string;
  parent_id: string;
  region_path: string;
  region_grade: number;
  local_name: string;
  zipcode: string;
  cod: number;
}

type Node = [name: string, children?: Node[]];
const towns = (...names: string[]): Node[] => names.map((n) => [n]);
const counties = (...names: string[]): Node[] => names.map((n) => [n]);

const CHINA: Node[] = [
  ['北京', [['北京市', [
    ['东城区', towns('东华门街道', '景山街道', '交道口街道')],
    ['西城区', towns('西长安街街道', '新街口街道', '月坛街道')],
    ['朝阳区', towns('建外街道', '三里屯街道', '望京街道')],
    ['海淀区', towns('中关村街道', '学院路街道', '海淀街道')],
  ]]]],
  ['上海', [['上海市', [
    ['黄浦区', towns('南京东路街道', '外滩街道', '豫园街道')],
    ['徐汇区', towns('天平路街道', '徐家汇街道', '漕河泾街道')],
    ['浦东新区', towns('陆家嘴街道', '张江镇', '川沙新镇')],
  ]]]],
  ['广东省', [
    ['深圳市', [
      ['南山区', towns('粤海街道', '南头街道', '蛇口街道')],
      ['福田区', towns('园岭街道', '华富街道', '香蜜湖街道')],
      ['宝安区', towns('新安街道', '西乡街道')],
    ]],
    ['广州市', [
      ['天河区', towns('五山街道', '石牌街道', '猎德街道')],
      ['越秀区', towns('北京街道', '人民街道')],
    ]],
    ['东莞市', [['莞城街道', towns('东城社区', '西城社区')], ['松山湖', towns('大学路社区')]]],
  ]],
  ['浙江省', [
    ['杭州市', counties('西湖区', '上城区', '滨江区', '余杭区')],
    ['宁波市', counties('海曙区', '鄞州区', '北仑区')],
    ['温州市', counties('鹿城区', '瓯海区')],
  ]],
  ['江苏省', [
    ['南京市', counties('玄武区', '秦淮区', '鼓楼区')],
    ['苏州市', counties('姑苏区', '吴中区', '工业园区')],
  ]],
  ['四川省', [['成都市', counties('锦江区', '青羊区', '武侯区', '高新区')], ['绵阳市', counties('涪城区', '游仙区')]]],
  ['湖北省', [['武汉市', counties('江岸区', '武昌区', '洪山区')], ['宜昌市', counties('西陵区', '夷陵区')]]],
  ['山东省', [['济南市', counties('历下区', '市中区')], ['青岛市', counties('市南区', '崂山区', '黄岛区')]]],
  ['福建省', [['福州市', counties('鼓楼区', '台江区')], ['厦门市', counties('思明区', '湖里区', '集美区')]]],
  ['陕西省', [['西安市', counties('雁塔区', '碑林区', '未央区')]]],
];

function build(): RegionRow[] {
  const rows: RegionRow[] = [];
  let next = 1;
  const walk = (nodes: Node[], parent: RegionRow | null) => {
    nodes.forEach(([name, children]) => {
      const id = String(next++);
      const grade = parent ? parent.region_grade + 1 : 1;
      const row: RegionRow = {
        id,
        parent_id: parent?.id ?? '0',
        region_path: `${parent ? parent.region_path : ','}${id},`,
        region_grade: grade,
        local_name: name,
        zipcode: grade >= 3 ? String(100000 + Number(id) * 37).slice(0, 6) : '',
        cod: 1,
      };
      rows.push(row);
      if (children) walk(children, row);
    });
  };
  walk(CHINA, null);
  return rows;
}

export const REGIONS: readonly RegionRow[] = build();

export const regionChildren = (parentId: string) => REGIONS.filter((r) => r.parent_id === parentId);

export interface RegionMenu {
  id: string;
  local_name: string;
  children: RegionMenu[];
}

export interface RegionDepthNode {
  id: string;
  local_name: string;
  parent_id: string;
  level: number;
  children: RegionDepthNode[];
}

export function regionMenus(parentId = '0'): RegionMenu[] {
  return regionChildren(parentId).map((r) => ({ id: r.id, local_name: r.local_name, children: regionMenus(r.id) }));
}

export function regionDepthTree(maxLevel: number, parentId = '0'): RegionDepthNode[] {
  return regionChildren(parentId)
    .filter((r) => r.region_grade <= maxLevel)
    .map((r) => ({
      id: r.id,
      local_name: r.local_name,
      parent_id: r.parent_id,
      level: r.region_grade,
      children: regionDepthTree(maxLevel, r.id),
    }));
}

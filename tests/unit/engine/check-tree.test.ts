// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idsOf, optionNodes, shownChecked, toAreaNodes, toggled, type CheckNode } from '@/engine/fields/check-tree';
import { fieldTypeOf, readField, writeFields, type Field } from '@/engine/fields/registry';
import '@/engine/schema';
import { selectionOf } from '@/components/pickers/area-picker/tree';

const nodes: CheckNode[] = [
  { key: 'goods', title: 'Goods', children: [{ key: 'list', title: 'List' }, { key: 'edit', title: 'Edit' }, { key: 'specs', title: 'Specs' }] },
  { key: 'orders', title: 'Orders', children: [{ key: 'orderList', title: 'Orders' }, { key: 'detail', title: 'Detail' }] },
  { key: 'chat', title: 'Chat' },
];

describe('checkable tree', () => {
  it('checks a group by its leaves: all checked, some half-checked', () => {
    const tree = toAreaNodes(nodes);
    const selection = selectionOf(tree, shownChecked(tree, ['list', 'edit', 'specs', 'orderList']));
    expect(selection.checkedIds).toEqual(['goods', 'list', 'edit', 'specs', 'orderList']);
    expect(selection.halfCheckedIds).toEqual(['orders']);
  });

  it('a group click checks and clears its leaves; a value outside the tree is dropped', () => {
    const tree = toAreaNodes(nodes);
    expect(toggled(tree, ['nowhere'], 'goods').sort()).toEqual(['edit', 'list', 'specs']);
    expect(toggled(tree, ['list', 'edit', 'specs', 'chat'], 'goods')).toEqual(['chat']);
    expect(toggled(tree, [], 'chat')).toEqual(['chat']);
  });

  it('locked leaves are always checked and never change; a group click leaves them', () => {
    const tree = toAreaNodes(nodes, new Set(['edit', 'detail']));
    expect([...shownChecked(tree, [])].sort()).toEqual(['detail', 'edit']);
    expect(toggled(tree, [], 'edit').sort()).toEqual(['detail', 'edit']);
    expect(toggled(tree, [], 'goods').sort()).toEqual(['detail', 'edit', 'list', 'specs']);
    expect(toggled(tree, ['list', 'specs'], 'goods').sort()).toEqual(['detail', 'edit']);
    // A group with only its locked leaf checked is half-checked.
    expect(selectionOf(tree, shownChecked(tree, [])).halfCheckedIds).toEqual(['goods', 'orders']);
  });

  it('option rows become nodes, cut to a depth (business categories: the top level)', () => {
    const rows = [{ value: '1', title: 'Phones', children: [{ value: '11', title: 'Android' }] }, { value: '2', title: 'Books' }];
    expect(optionNodes(rows, 1)).toEqual([{ key: '1', title: 'Phones', children: undefined }, { key: '2', title: 'Books', children: undefined }]);
    expect(optionNodes(rows)[0]!.children).toEqual([{ key: '11', title: 'Android', children: undefined }]);
  });

  it('reads ids from an array or comma-joined text, and writes them back joined when the field says so', () => {
    expect(idsOf('1, 2,,3')).toEqual(['1', '2', '3']);
    expect(idsOf([5, '9223372036854775807'])).toEqual(['5', '9223372036854775807']);
    expect(idsOf(undefined)).toEqual([]);
    const joined: Field = { key: 'goods_management_category', label: 'x', type: 'checkTree', props: { joined: true } };
    const plain: Field = { ...joined, props: {} };
    expect(fieldTypeOf(joined).input).toBeDefined();
    expect(readField(joined, { goods_management_category: '1,2,3' })).toEqual(['1', '2', '3']);
    expect(writeFields([joined], { goods_management_category: ['1', '3'] })).toEqual({ goods_management_category: '1,3' });
    expect(writeFields([plain], { goods_management_category: ['1', '3'] })).toEqual({ goods_management_category: ['1', '3'] });
  });
});

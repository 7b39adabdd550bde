import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckTree } from '@/engine/fields/check-tree';

const nodes = [{ key: 'goods', title: 'Goods', children: [{ key: 'goodsList', title: 'Goods list' }] }];

describe('check tree: a disabled tree says so (its greyed titles are inactive text)', () => {
  it('marks the whole tree disabled when the field is', () => {
    render(<CheckTree nodes={nodes} value={['goodsList']} disabled />);
    expect(screen.getByRole('group')).toHaveAttribute('aria-disabled', 'true');
  });

  it('mutes a locked entry without greying it out (its title stays readable)', () => {
    render(<CheckTree nodes={nodes} value={[]} locked={['goodsList']} />);
    expect(screen.getByText('Goods list').getAttribute('style')).toContain('var(--ant-color-text-secondary)');
    expect(screen.getByText('Goods')).not.toHaveAttribute('style');
  });

  it('says nothing of the kind when it can be changed', () => {
    render(<CheckTree nodes={nodes} value={['goodsList']} />);
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-disabled');
  });
});

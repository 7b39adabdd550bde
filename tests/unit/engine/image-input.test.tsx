import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ImageInput from '@/engine/fields/ImageInput';
import type { Field } from '@/engine/fields/registry';
import { renderComponent } from '../../helpers/render-component';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://cdn.example.com/${i}.png`);
const images = (props?: Field['props']): Field => ({ key: 'images', label: 'aftersales:field.appealImages', type: 'images', props });
const adds = () => screen.queryAllByRole('button', { name: '选择图片' });

it('takes a sixth picture where the contract states no count: the image picker allows 10 (spec §5)', () => {
  renderComponent(<ImageInput field={images()} value={urls(5)} multiple />);
  expect(adds()).toHaveLength(1);
});

it('takes no eleventh', () => {
  renderComponent(<ImageInput field={images()} value={urls(10)} multiple />);
  expect(adds()).toHaveLength(0);
});

it('stops at a count the contract states (a deposit takes 5 vouchers)', () => {
  renderComponent(<ImageInput field={images({ max: 5 })} value={urls(5)} multiple />);
  expect(adds()).toHaveLength(0);
});

import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { expect, it } from 'vitest';
import { OptionsSelect } from '@/engine/fields/options';
import { registerOptions } from '@/engine/fields/registry';
import { listenWith } from '../../helpers/msw';
import { renderComponent } from '../../helpers/render-component';

const server = setupServer();
listenWith(server);
registerOptions('heldActivities', { resource: 'heldActivities', api: 'seller/held/activities', value: 'act_id', label: 'act_name' });

it('shows a chosen value as loading while its options come, then as its label: never as its bare id', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(mock.get('*/seller/held/activities', async () => (await held, HttpResponse.json([{ act_id: 7002, act_name: '年货团购季' }]))));
  renderComponent(<OptionsSelect source="heldActivities" value="7002" id="act_id" />);
  expect(await screen.findByText('加载中…')).toBeInTheDocument();
  expect(screen.queryByText('7002')).toBeNull();
  release();
  expect(await screen.findByText('年货团购季')).toBeInTheDocument();
});

it('shows an option the source no longer offers as the value it is', async () => {
  server.use(mock.get('*/seller/held/activities', () => HttpResponse.json([{ act_id: 7001, act_name: '双旦团购' }])));
  renderComponent(<OptionsSelect source="heldActivities" value="7009" id="act_id" />);
  expect(await screen.findByText('7009')).toBeInTheDocument();
});

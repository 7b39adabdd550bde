/**
 * The page editor's properties panels on the demo marketplace: links are chosen with the shared pickers
 * (micro-page, goods) or typed (a URL, by the spec §5 rule), and kept as typed links with string ids.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PropertiesPanel } from '@/pages/decoration/editor/PropertiesPanel';
import type { Widget } from '@/schemas/decoration/page-document';
import { lastRequestTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderPicker, setupUser } from '../pickers/render';

startDemoMarketplace();

const BIG_ID = '1866123456789000123';
const LOADED = { timeout: 15000 };

/** The panel of one widget, its changes merged as the editor's reducer does; `seen` is the widget's data after each. */
function mountPanel(initial: Widget) {
  const seen: Array<Record<string, unknown>> = [];
  function Harness() {
    const [widget, setWidget] = useState(initial);
    return (
      <PropertiesPanel
        widget={widget}
        client="MOBILE"
        onChange={(_id, patch) =>
          setWidget((w) => {
            const next = { ...w, data: { ...w.data, ...patch } };
            seen.push(next.data);
            return next;
          })
        }
      />
    );
  }
  return { seen, ...renderPicker(<Harness />) };
}

type User = ReturnType<typeof setupUser>;
/** Confirms the dialog that holds `inside` (closed dialogs stay in the page here: no animation end). */
const ok = (user: User, inside: HTMLElement) => user.click(within(inside.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /确\s*定/ }));
const okLink = (user: User) => ok(user, screen.getByTestId('link-dialog'));

describe('links in the properties panels', () => {
  it('a text navigation item leads to a micro-page chosen with the page picker, its 64-bit id kept exactly', async () => {
    // A server whose page ids exceed 2^53, sent as bare JSON numbers.
    server.use(
      mock.get('*/seller/pages', () =>
        new HttpResponse(`{"data":[{"id":${BIG_ID},"page_name":"夏日会场","remark":"","create_time":1700000000}],"page_no":1,"page_size":20,"data_total":1}`, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const user = setupUser();
    const { seen } = mountPanel({ id: 'n', type: 'text-nav', data: { items: [{ text: '会场', link: null }] } });
    expect(screen.getByTestId('link-text')).toHaveTextContent('无链接');
    await user.click(screen.getByTestId('choose-link'));
    await user.click(await screen.findByRole('radio', { name: '微页面' }));
    await okLink(user);
    expect(await screen.findByText('请选择微页面')).toBeInTheDocument();
    await user.click(screen.getByTestId('link-choose-page'));
    await user.click(within((await screen.findByText('夏日会场', undefined, LOADED)).closest('tr')!).getByRole('radio'));
    expect(lastRequestTo('/seller/pages').url.searchParams.get('client_type')).toBe('MOBILE');
    await ok(user, screen.getByText('页面选择器'));
    await waitFor(() => expect(screen.getByTestId('link-chosen')).toHaveTextContent('夏日会场'));
    await okLink(user);
    await waitFor(() => expect(seen.at(-1)).toEqual({ items: [{ text: '会场', link: { type: 'page', id: BIG_ID, name: '夏日会场' } }] }));
    expect(screen.getByTestId('link-text')).toHaveTextContent('微页面：夏日会场');
  });

  it('an image leads to a URL only by the spec §5 rule, and to goods chosen with the goods picker', async () => {
    const user = setupUser();
    const { seen } = mountPanel({ id: 'c', type: 'image-carousel', data: { interval: 3, images: [{ url: 'https://img.example/a.png', link: null }] } });
    await user.click(screen.getByTestId('choose-link'));
    await user.click(await screen.findByRole('radio', { name: '链接地址' }));
    await user.type(screen.getByTestId('link-value'), 'https://evil.example');
    await okLink(user);
    expect(await screen.findByText('链接值只能以 / 开头；移动端链接仅支持一级路径')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.clear(screen.getByTestId('link-value'));
    await user.type(screen.getByTestId('link-value'), '/assemble');
    await okLink(user);
    await waitFor(() => expect(seen.at(-1)).toEqual({ interval: 3, images: [{ url: 'https://img.example/a.png', link: { type: 'url', url: '/assemble' } }] }));

    await user.click(screen.getByTestId('choose-link'));
    await user.click(await screen.findByRole('radio', { name: '商品' }));
    await user.click(screen.getByTestId('link-choose-goods'));
    const row = (await screen.findAllByTestId('goods-row', undefined, LOADED))[0]!;
    const name = row.textContent ?? '';
    await user.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    await ok(user, row);
    await waitFor(() => expect(screen.getByTestId('link-chosen').textContent).not.toBe(''));
    await okLink(user);
    await waitFor(() => expect((seen.at(-1)!.images as Array<{ link: { type: string; id: unknown; name: string } }>)[0]!.link).toMatchObject({ type: 'goods', id: expect.stringMatching(/^[1-9]\d*$/) }));
    const link = (seen.at(-1)!.images as Array<{ link: { name: string } }>)[0]!.link;
    expect(name).toContain(link.name);
  });

  it("an image ad's images can also be chosen from the shop's picture space, after the ones it has", async () => {
    const user = setupUser();
    const { seen } = mountPanel({ id: 'c', type: 'image-carousel', data: { interval: 3, images: [{ url: 'https://img.example/a.png', link: null }] } });
    await user.click(screen.getByTestId('images-from-space'));
    const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid^="resource-"][aria-selected]')];
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), LOADED);
    await user.click(cards()[0]!);
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect((seen.at(-1)?.images as unknown[] | undefined)?.length).toBe(2));
    const images = seen.at(-1)!.images as Array<{ url: string; link: unknown }>;
    expect(images[0]!.url).toBe('https://img.example/a.png');
    expect(images[1]).toEqual({ url: expect.stringMatching(/\S/), link: null });
  });
});

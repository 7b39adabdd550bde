import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 15000 };
const messages = () => screen.queryAllByTestId('chat-message');

async function openFirstConversation() {
  const [first] = await screen.findAllByTestId('conversation', undefined, LOADED);
  await userEvent.setup({ pointerEventsCheck: 0 }).click(first!);
  await waitFor(() => expect(messages().length).toBeGreaterThan(0), LOADED);
}

describe('online customer service (api reference §2, docs/api/chat.md)', () => {
  it('lists the conversations, opens one at its newest page and marks it read, and loads older messages on demand', async () => {
    const { user } = await renderRoute('/chat');
    await openFirstConversation();
    const history = lastRequestTo('/seller/im/history').url.searchParams;
    expect([history.get('page_no'), history.get('page_size')]).toEqual(['1', '20']);
    const buyer = history.get('receiver_id')!;
    await waitFor(() => expect(lastRequestTo('/seller/im/unread-num', 'DELETE').url.searchParams.get('sender_id')).toBe(buyer));
    expect(messages()).toHaveLength(20);
    const newest = messages().at(-1)!.textContent;
    await user.click(screen.getByTestId('load-older'));
    await waitFor(() => expect(messages()).toHaveLength(40));
    expect(lastRequestTo('/seller/im/history').url.searchParams.get('page_no')).toBe('2');
    // Older messages go above: the newest stays last.
    expect(messages().at(-1)!.textContent).toBe(newest);
  });

  it('opens a conversation from the keyboard alone (focus it, Enter)', async () => {
    const { user } = await renderRoute('/chat');
    const [first] = await screen.findAllByTestId('conversation', undefined, LOADED);
    expect(first).toHaveAttribute('role', 'button');
    expect(first).toHaveAttribute('tabindex', '0');
    first!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(messages().length).toBeGreaterThan(0), LOADED);
    expect(first).toHaveAttribute('aria-current', 'true');
  });

  it('sends text and emoji, and shows the buyer answer that arrives on the socket', async () => {
    const { user } = await renderRoute('/chat');
    await openFirstConversation();
    const buyer = lastRequestTo('/seller/im/history').url.searchParams.get('receiver_id');
    const box = screen.getByRole('textbox', { name: /输入消息/ });
    await user.type(box, '什么时候发货？{Enter}');
    await waitFor(() => expect(requestsTo('/seller/im/message/TEXT', 'POST')).toHaveLength(1));
    expect(JSON.parse(lastRequestTo('/seller/im/message/TEXT', 'POST').body)).toEqual({ receiver_id: buyer, content: '什么时候发货？' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(messages().some((m) => m.dataset.self === '1' && m.textContent?.endsWith('什么时候发货？'))).toBe(true);
    // The simulated buyer answers a moment later, live.
    await waitFor(() => expect(messages().at(-1)!.dataset.self).toBe('0'), { timeout: 10000 });
    expect(messages().at(-1)).toHaveTextContent('好的，那我等你们的发货通知。');

    await user.click(screen.getByRole('button', { name: '表情' }));
    await user.click(within(await screen.findByTestId('emoji-panel')).getByRole('button', { name: '👍' }));
    await waitFor(() => expect(JSON.parse(lastRequestTo('/seller/im/message/EMOJI', 'POST').body)).toMatchObject({ content: '👍' }));

  }, 90000);

  it('sends a goods card and an order card picked from the shop, and the buyer sees them', async () => {
    const { user } = await renderRoute('/chat');
    await openFirstConversation();

    await user.click(screen.getByRole('button', { name: '商品' }));
    const [goods] = await screen.findAllByTestId('goods-row', undefined, LOADED);
    await user.click(goods!);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo('/seller/im/message/GOODS', 'POST')).toHaveLength(1), LOADED);
    const goodsId = JSON.parse(lastRequestTo('/seller/im/message/GOODS', 'POST').body).content as string;
    expect(goodsId).toMatch(/^\d+$/);
    expect(lastRequestTo('/seller/goods').url.searchParams.get('market_enable')).toBe('1');

    await user.click(screen.getByRole('button', { name: '订单' }));
    const picker = await screen.findByTestId('order-picker', undefined, LOADED);
    await waitFor(() => expect(within(picker).getAllByRole('row').length).toBeGreaterThan(1), LOADED);
    const [, firstOrder] = within(picker).getAllByRole('row');
    const sn = within(firstOrder!).getAllByRole('cell')[0]!.textContent!;
    await user.click(firstOrder!);
    await waitFor(() => expect(requestsTo('/seller/im/message/ORDER', 'POST')).toHaveLength(1), LOADED);
    expect(JSON.parse(lastRequestTo('/seller/im/message/ORDER', 'POST').body).content).toBe(sn);
    // The buyer answers the order card live.
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent('对，就是这个订单。'), { timeout: 10000 });
  }, 90000);

  it('is not offered to a supplier shop, nor to a role without the chat entry', async () => {
    await renderRoute('/chat', { account: 'supplier' });
    expect((await screen.findAllByText(/404|不存在|无权/, undefined, LOADED)).length).toBeGreaterThan(0);
    await renderRoute('/chat', { permissions: ['goodsList'] });
    expect((await screen.findAllByText(/404|不存在|无权|权限/, undefined, LOADED)).length).toBeGreaterThan(0);
    expect(requestsTo('/seller/im/friends-list')).toHaveLength(0);
  });
});

describe('on a phone (390 px)', () => {
  it('shows one pane at a time: the conversations, then the open one with a way back', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      const { user } = await renderRoute('/chat');
      await screen.findAllByTestId('conversation', undefined, LOADED);
      expect(screen.queryByTestId('conversation-pane')).toBeNull();
      expect(screen.getByTestId('conversations').style.width).toBe('100%');
      await openFirstConversation();
      expect(screen.queryByTestId('conversations')).toBeNull();
      expect(screen.getByTestId('conversation-pane')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '返回会话列表' }));
      expect(await screen.findByTestId('conversations')).toBeInTheDocument();
      expect(screen.queryByTestId('conversation-pane')).toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

/** The unread count as this tab's own demo marketplace answers it (each tab runs one). */
const unreadIn = (page: Page) =>
  page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )seller_access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/seller/im/unread-num', { method: 'POST', headers: { Authorization: token, uuid: 'e2e' } });
    return response.text();
  });

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('chat: send a message, receive the buyer answer, and the badge of another console tab follows', async ({ page, context }) => {
  await signIn(page, 'owner', '/login?forward=%2Fgoods%2Fgoods-list');
  await expectConsole(page);
  await expect(page.getByTestId('chat-badge')).toContainText('99+');

  const chat = await context.newPage();
  await chat.goto('/chat');
  await expect(chat).toHaveTitle('在线客服');
  await chat.getByTestId('conversation').first().click();
  await expect(chat.getByTestId('chat-message').first()).toBeVisible();
  const box = chat.getByRole('textbox', { name: /输入消息/ });
  await box.fill('什么时候发货？');
  await box.press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: '什么时候发货？' }).last()).toHaveAttribute('data-self', '1');
  await expect(chat.getByTestId('chat-message').last()).toContainText('好的，那我等你们的发货通知。', { timeout: 15_000 });
  await shot(chat, 'chat');

  // Reading the first conversation took its unread messages off the count: the other tab's badge follows.
  await expect(page.getByTestId('chat-badge')).not.toContainText('99+', { timeout: 15_000 });
  await shot(page, 'chat-badge-other-tab');
  // The other tab's own demo store follows the reads too, so its next unread poll agrees.
  await expect.poll(async () => (await unreadIn(page)) === (await unreadIn(chat)), { timeout: 15_000 }).toBe(true);
});

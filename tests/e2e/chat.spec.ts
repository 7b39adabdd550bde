import { expect, test } from '@playwright/test';
import { expectConsole, shot, signIn } from './fixtures';

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
});

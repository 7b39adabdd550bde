import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { badgeText, clampSidebarWidth, documentTitle, isMobileWidth, minSidebarWidth, needsTooltip } from '@/layout/menu-rules';
import { formatMoney } from '@/utils/money';
import { defaultTime, timeAgo } from '@/utils/time';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => now / 1000 - seconds;

describe('time-ago', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });
  it('follows the spec thresholds', () => {
    expect(timeAgo(ago(0), now)).toBe('刚刚');
    expect(timeAgo(ago(29), now)).toBe('刚刚');
    expect(timeAgo(ago(30), now)).toBe('1分钟前');
    expect(timeAgo(ago(59 * 60), now)).toBe('59分钟前');
    expect(timeAgo(ago(3600), now)).toBe('1小时前');
    expect(timeAgo(ago(23 * 3600 + 59), now)).toBe('23小时前');
    expect(timeAgo(ago(86400), now)).toBe('1天前');
    expect(timeAgo(ago(2 * 86400 - 1), now)).toBe('1天前');
    expect(timeAgo(ago(2 * 86400), now)).toMatch(/^2026-11-1\d$/);
  });
  it('speaks English too', async () => {
    await i18n.changeLanguage('en-US');
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(120), now)).toBe('2 minutes ago');
    expect(timeAgo(ago(3600), now)).toBe('1 hour ago');
    expect(timeAgo(ago(90000), now)).toBe('1 day ago');
  });
  it('default time is now plus 5 minutes', () => {
    expect(defaultTime(now).valueOf()).toBe(now + 5 * 60 * 1000);
  });
  it('money is ￥ with 2 decimals', () => {
    expect(formatMoney(12)).toBe('￥12.00');
    expect(formatMoney('3.456')).toBe('￥3.46');
    expect(formatMoney(null)).toBe('');
  });
});

describe('menu width rules', () => {
  it('minimum 180, or 220 with the wider language', () => {
    expect(minSidebarWidth('zh-CN')).toBe(180);
    expect(minSidebarWidth('en-US')).toBe(220);
    expect(clampSidebarWidth(100, 'zh-CN')).toBe(180);
    expect(clampSidebarWidth(200, 'en-US')).toBe(220);
    expect(clampSidebarWidth(260.4, 'zh-CN')).toBe(260);
    expect(clampSidebarWidth(9999, 'zh-CN')).toBe(400);
  });
  it('is a drawer under 1024 px', () => {
    expect(isMobileWidth(1023)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
  });
  it('tooltips titles of 6 characters or more', () => {
    expect(needsTooltip('商品列表')).toBe(false);
    expect(needsTooltip('商品图片导入')).toBe(true);
    expect(needsTooltip('Goods')).toBe(false);
    expect(needsTooltip('Orders')).toBe(true);
  });
  it('badge shows 99+ above 99', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });
});

describe('document title', () => {
  it('is online customer service on /chat, else page title and site name', () => {
    expect(documentTitle({ pathname: '/chat', siteName: '云集商城', chatTitle: '在线客服' })).toBe('在线客服');
    expect(documentTitle({ pathname: '/goods/goods-list', siteName: '云集商城', pageTitle: '商品列表', chatTitle: 'x' })).toBe('商品列表 - 云集商城');
    expect(documentTitle({ pathname: '/login', siteName: '云集商城', chatTitle: 'x' })).toBe('云集商城');
  });
});

describe('chat socket', () => {
  it('connects to the seller host with the token as sub-protocol, never in the URL, and passes on frames', async () => {
    const { chatSocketUrl, connectChat, parseFrame } = await import('@/layout/header/chat-socket');
    const { storage } = await import('@/session/storage');
    storage.setTokens('header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig2');
    expect(chatSocketUrl({ protocol: 'https:', host: 'seller.example.com' })).toBe(`wss://seller.example.com/ws/shop?appType=shop&uuid=${storage.getUuid()}`);
    const opened: Array<{ url: string; protocol: string | string[] | undefined; instance: { onmessage?: (e: { data: string }) => void; close: () => void } }> = [];
    class FakeSocket {
      onmessage?: (e: { data: string }) => void;
      onopen?: () => void;
      onclose?: () => void;
      constructor(url: string, protocol?: string | string[]) {
        opened.push({ url, protocol, instance: this });
      }
      close() {}
    }
    const frames: unknown[] = [];
    const stop = connectChat((f) => frames.push(f), FakeSocket as unknown as typeof WebSocket);
    expect(opened[0]?.protocol).toBe(storage.getAccessToken());
    expect(opened[0]?.url).not.toContain(storage.getAccessToken()!);
    opened[0]?.instance.onmessage?.({ data: '{"module_type":"IM_MESSAGE","data":{"id":9223372036854775807}}' });
    opened[0]?.instance.onmessage?.({ data: 'not json' });
    expect(frames).toEqual([{ module_type: 'IM_MESSAGE', data: { id: '9223372036854775807' } }]);
    expect(parseFrame('{"x":1}')).toBeUndefined();
    stop();
  });
});

describe('language choice', () => {
  it('keeps an available stored language, else falls back to the first server language', async () => {
    const { pickLanguage, mergeLanguages } = await import('@/i18n/languages');
    const server = [{ code: 'ja-JP', lang: '日本語' }, { code: 'ko-KR', lang: '한국어' }];
    expect(pickLanguage('en-US', server)).toBe('en-US');
    expect(pickLanguage('ko-KR', server)).toBe('ko-KR');
    expect(pickLanguage('fr-FR', server)).toBe('ja-JP');
    expect(pickLanguage('fr-FR', [])).toBe('zh-CN');
    expect(mergeLanguages([{ code: 'zh-CN', lang: 'x' }, ...server]).map((l) => l.code)).toEqual(['zh-CN', 'en-US', 'ja-JP', 'ko-KR']);
  });
});

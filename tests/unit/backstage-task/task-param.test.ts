// @vitest-environment node
/** An export record shows the filters it used in the console's words and language, not the server's raw values. */
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { paramEntries, paramText } from '@/schemas/backstage-task/cells/TaskParam';

const param = JSON.stringify([
  { fieldName: 'order_status', fieldDesc: '订单状态', value: 'WAIT_SHIP' },
  { fieldName: 'market_enable', fieldDesc: '上架状态', value: '1' },
  { fieldName: 'keyword', fieldDesc: '关键字', value: '耳机' },
]);
const texts = () => paramEntries(param).map((entry) => paramText(entry, i18n.t));

describe('export record filters', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['order', 'goods']);
  });

  it('in Chinese: the status filters by their labels, an unknown filter as the server describes it', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(texts()).toEqual(['订单状态: 待发货', '状态: 出售中', '关键字: 耳机']);
  });

  it('in English: the known filters named in English', async () => {
    await i18n.changeLanguage('en-US');
    await i18n.loadNamespaces(['order', 'goods']);
    const [order, goods] = texts();
    expect(order).toBe(`${i18n.t('order:field.status')}: ${i18n.t('order:tab.WAIT_SHIP')}`);
    expect(order).not.toMatch(/[\u4e00-\u9fff]|WAIT_SHIP/);
    expect(goods).not.toMatch(/[\u4e00-\u9fff]|: 1$/);
  });
});

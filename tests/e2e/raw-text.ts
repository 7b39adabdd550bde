/**
 * What a route must never show a person: a translation key instead of its words (`status.PAID_OFF`,
 * `statistics:field.sn`), or a server's field path in a message (`end_time 结束时间必须晚于开始时间`,
 * `items[0].unit_price …`). The route walks (accessibility in Chinese, antd's styles in English) read each
 * view with it, so that every route is checked in both languages without a walk of its own.
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Playwright runs from the repository's root. */
const LOCALES = 'src/locales';

/** Every key of our locale files, bare and with its namespace; plural forms also by their base key. */
function localeKeys(): Set<string> {
  const keys = new Set<string>();
  const add = (ns: string, path: string) => {
    for (const key of [path, path.replace(/_(zero|one|two|few|many|other)$/, '')]) {
      keys.add(key);
      keys.add(`${ns}:${key}`);
    }
  };
  const walk = (ns: string, value: unknown, path: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(ns, v, path ? `${path}.${k}` : k);
    else if (path.includes('.')) add(ns, path);
  };
  for (const language of readdirSync(LOCALES))
    for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json')))
      walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), '');
  return keys;
}

const KEYS = localeKeys();
/** A dotted name, maybe with a namespace: a candidate key. */
const KEY_LIKE = /(?<![\w.:/@-])(?:[a-z][A-Za-z]*:)?[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+(?![\w:/@-])/g;
/** A status-like enum key, known to our files or not (`status.PAID_OFF`, `order:payStatus.PAY_NO`). */
const ENUM_KEY = /(?<![\w.])(?:[a-z][A-Za-z]*:)?[a-z][A-Za-z]*\.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|(?<![\w.])(?:[a-z][A-Za-z]*:)?status\.[A-Z]+\b/g;
/** A server's field path: snake_case (`end_time`, `actual_store`) or indexed (`items[0].unit_price`). */
const FIELD_PATH = /(?<![\w./@-])[a-z]+(?:_[a-z0-9]+)+(?![\w/@-]|\.\w)|\b[a-z_]+\[\d+\](?:\.[a-z_]+)+/g;

/** Raw keys in a text: each a key of our locale files, or an enum-like key. */
export function rawKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(KEY_LIKE)) if (KEYS.has(m[0].replace(/\.$/, ''))) found.add(m[0]);
  for (const m of text.matchAll(ENUM_KEY)) found.add(m[0]);
  return [...found];
}

/** Field paths in a message's text. */
export const fieldPathsIn = (text: string): string[] => [...new Set([...text.matchAll(FIELD_PATH)].map((m) => m[0]))];

/** Where a message to the user appears: a toast, a notification, a form field's error, an alert, a result. */
const MESSAGE_SELECTOR = '.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error, .ant-alert-message, .ant-alert-description, .ant-result-title, .ant-result-subtitle, .ant-modal-confirm-content';

declare global {
  interface Window {
    __seenMessages?: string[];
  }
}

/**
 * Records every message shown from now on (a toast lasts 3 s: a walk moving on would miss it): call once
 * per page, before the walk.
 */
export async function recordMessages(page: Page) {
  await page.evaluate((selector) => {
    if (window.__seenMessages) return;
    const seen: string[] = (window.__seenMessages = []);
    const take = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const el of [node, ...node.querySelectorAll(selector)]) if (el.matches(selector) && el.textContent) seen.push(el.textContent);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach(take);
        if (r.type === 'characterData' && r.target.parentElement) take(r.target.parentElement.closest(selector) ?? r.target.parentElement);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, MESSAGE_SELECTOR);
}

/**
 * What is wrong in the view of a route and in the messages shown since the last call: raw keys in its
 * text and its inputs' placeholders and labels, field paths in messages.
 */
export async function rawTextOf(page: Page, at: string): Promise<string[]> {
  const { text, messages } = await page.evaluate(
    ({ at, selector }) => {
      const view = document.querySelector(`.tab-view[data-tab="${CSS.escape(at)}"]`);
      const attributes = [...(view?.querySelectorAll('[placeholder], [aria-label], [title]') ?? [])].flatMap((el) =>
        ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''),
      );
      const shownMessages = [...document.querySelectorAll(selector)].map((el) => el.textContent ?? '');
      const messages = [...(window.__seenMessages?.splice(0) ?? []), ...shownMessages];
      return { text: [(view as HTMLElement | null)?.innerText ?? '', ...attributes, ...messages].join('\n'), messages: messages.join('\n') };
    },
    { at, selector: MESSAGE_SELECTOR },
  );
  return [...rawKeysIn(text).map((key) => `raw key "${key}"`), ...fieldPathsIn(messages).map((path) => `field path "${path}" in a message`)];
}

import { t } from '@/i18n';

/**
 * The one mapper from a server validation error (400, code 004: api reference §1.3) to the form field
 * it names, for every form of the console, and the one way a server message is made readable. The
 * backend names a field by its body key or path: in brackets (`商品名称(goods_name)不能为空`), first
 * (`goods_name is required`, `end_time 结束时间必须晚于开始时间`), before its label
 * (`items[0].unit_price（单价）必须大于 0`), or somewhere as a whole word. A key matches only as a
 * whole word: `sn` is not found inside `goods_sn` or `snapshot`.
 */
export interface ServerFieldError {
  /** The form's name path of the field (a group's item included: `['items', 0, 'unit_price']`). */
  name: (string | number)[];
  /** The server's message in the user's words: the field's label, never its body key or path. */
  message: string;
}

/** Body key → form name path, for every key a form sends. */
export type FieldKeys = Readonly<Record<string, readonly (string | number)[]>>;
/** Body key → the label the user sees. */
export type FieldLabels = Readonly<Record<string, string>>;

const SEGMENT = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])*`;
const PATH = String.raw`${SEGMENT}(?:\.${SEGMENT})*`;
// A whole token: not part of a word, a URL, an address or a longer path.
const TOKEN = String.raw`(?<![A-Za-z0-9_.@/:\-\[])(${PATH})(?![A-Za-z0-9_@/:\-\[]|\.[A-Za-z_])`;
const HAN = String.raw`\u3400-\u9fff`;
const CLOSE_HAN = String.raw`[${HAN}\uff01-\uff5e\u3000-\u303f]`;

/** `items[0].unit_price` → `['items', 0, 'unit_price']` */
const segmentsOf = (path: string): (string | number)[] =>
  path.split('.').flatMap((part) => {
    const [name, ...indices] = part.split('[');
    return [name!, ...indices.map((index) => Number(index.slice(0, -1)))];
  });

/** A body key or path, not a plain word: it has an underscore or an index, or it starts with a key the form sends. */
const isPath = (token: string, labels: FieldLabels) => /[_[]/.test(token) || String(segmentsOf(token)[0]) in labels;

/** The words for a path: the field's label (or its key as words), with the row of a list's item. */
function wordsFor(path: string, labels: FieldLabels, label?: string) {
  const segments = segmentsOf(path);
  const names = segments.filter((s): s is string => typeof s === 'string');
  const last = names.at(-1)!;
  const words = label ?? labels[last] ?? last.replace(/_/g, ' ');
  const row = segments.find((s): s is number => typeof s === 'number');
  return row === undefined ? words : t('common:serverField.row', { n: row + 1, label: words });
}

/**
 * A server message as the user should read it: each body key or path replaced by the field's label
 * (the server's own label where it gives one), a path before the Chinese words that already name the
 * field dropped, and a first letter in capitals.
 */
export function readableServerMessage(message: string, labels: FieldLabels = {}): string {
  const text = message
    // 商品名称(goods_name) → 商品名称
    .replace(new RegExp(String.raw`([${HAN}])\s*[(（]\s*${TOKEN}\s*[)）]`, 'g'), '$1')
    // items[0].unit_price（单价） → 第 1 行单价
    .replace(new RegExp(String.raw`${TOKEN}\s*[(（]([^()（）A-Za-z_]+)[)）]`, 'g'), (_, path: string, label: string) => wordsFor(path, labels, label.trim()))
    // end_time 结束时间必须晚于开始时间 → 结束时间必须晚于开始时间
    .replace(new RegExp(String.raw`^\s*${TOKEN}\s+(?=[${HAN}])`), (whole, path: string) => {
      if (!isPath(path, labels)) return whole;
      return typeof segmentsOf(path).find((s) => typeof s === 'number') === 'number' ? wordsFor(path, {}, '') : '';
    })
    .replace(new RegExp(TOKEN, 'g'), (token: string) => (isPath(token, labels) ? wordsFor(token, labels) : token))
    // Words joined without spaces in Chinese (a label put between two Chinese words).
    .replace(new RegExp(String.raw`(${CLOSE_HAN})\s+(?=${CLOSE_HAN})`, 'g'), '$1')
    .trim();
  return text.replace(/^[a-z]/, (first) => first.toUpperCase());
}

const validationMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { code, status, message } = error as { code?: unknown; status?: unknown; message?: unknown };
  if (typeof message !== 'string' || (String(code) !== '004' && status !== 400)) return undefined;
  return message;
};

/**
 * The field a server validation error names, or null (then the error is only a toast). `labels`
 * (body key → the label the user sees) lets a message that names a field by its label find it too,
 * and words the message with labels.
 */
export function fieldOfServerError(error: unknown, keys: FieldKeys, labels: FieldLabels = {}): ServerFieldError | null {
  const message = validationMessage(error);
  if (!message) return null;
  const bracketed = [...message.matchAll(new RegExp(String.raw`[(（]\s*${TOKEN}\s*[)）]`, 'g'))].map((m) => m[1]!);
  const leading = new RegExp(String.raw`^\s*${TOKEN}`).exec(message)?.[1];
  const tokens = [...message.matchAll(new RegExp(TOKEN, 'g'))].map((m) => m[1]!);
  const path = [...bracketed, ...(leading ? [leading] : []), ...tokens].find((p) => keys[String(segmentsOf(p)[0])]);
  const readable = readableServerMessage(message, labels);
  if (path) {
    const [head, ...rest] = segmentsOf(path);
    return { name: [...keys[String(head)]!, ...rest], message: readable };
  }
  const named = Object.keys(labels).find((key) => keys[key] && labels[key] && message.includes(labels[key]!));
  return named ? { name: [...keys[named]!], message: readable } : null;
}

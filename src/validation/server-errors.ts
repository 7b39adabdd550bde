/**
 * The one mapper from a server validation error (400, code 004: api reference §1.3) to the form field
 * it names, for every form of the console. The backend names a field by its body key: in brackets
 * (`商品名称(goods_name)不能为空`), first (`goods_name is required`), or somewhere as a whole word. A
 * key matches only as a whole word: `sn` is not found inside `goods_sn` or `snapshot`.
 */
export interface ServerFieldError {
  /** The form's name path of the field. */
  name: (string | number)[];
  message: string;
}

/** Body key → form name path, for every key a form sends. */
export type FieldKeys = Readonly<Record<string, readonly (string | number)[]>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (message: string, key: string) => new RegExp(`(^|[^A-Za-z0-9_])${escape(key)}([^A-Za-z0-9_]|$)`).test(message);

const validationMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { code, status, message } = error as { code?: unknown; status?: unknown; message?: unknown };
  if (typeof message !== 'string' || (String(code) !== '004' && status !== 400)) return undefined;
  return message;
};

/**
 * The field a server validation error names, or null (then the error is only a toast). `labels`
 * (body key → the label the user sees) lets a message that names a field by its label find it too.
 */
export function fieldOfServerError(error: unknown, keys: FieldKeys, labels: Readonly<Record<string, string>> = {}): ServerFieldError | null {
  const message = validationMessage(error);
  if (!message) return null;
  const bracketed = [...message.matchAll(/\(([A-Za-z_][A-Za-z0-9_]*)\)/g)].map((m) => m[1]!);
  const leading = /^([a-z][a-z0-9_]*)\b/.exec(message)?.[1];
  const named =
    [...bracketed, ...(leading ? [leading] : [])].find((key) => keys[key]) ??
    Object.keys(keys).find((key) => mentions(message, key)) ??
    Object.keys(labels).find((key) => keys[key] && labels[key] && message.includes(labels[key]!));
  return named ? { name: [...keys[named]!], message } : null;
}

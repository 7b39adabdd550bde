/**
 * Insertions into the files a family joins (its area's heads and routes, the locales, the demo's area
 * list). Each is made on the file's text where an anchor is found, so that the rest of the file stays as
 * it is, byte for byte; a file without its anchor is a Refusal before anything is written.
 */
import { Refusal } from './names.mjs';

const lines = (text) => text.split('\n');

/** After the last line matching `pattern`. */
export function insertAfterLast(text, pattern, inserted, file) {
  const all = lines(text);
  const at = all.findLastIndex((line) => pattern.test(line));
  if (at < 0) throw new Refusal(`${file}: found no line like ${pattern} to add after`);
  all.splice(at + 1, 0, ...inserted);
  return all.join('\n');
}

/** Before the closing `],` of the area declaration's `children` (the last one, at two spaces, before `};`). */
export function insertRoutes(text, routes, file) {
  const close = text.lastIndexOf('\n  ],\n};');
  if (close < 0) throw new Refusal(`${file}: found no "  ],\\n};" closing the area's children`);
  return `${text.slice(0, close)}\n${routes.map((line) => `    ${line}`).join('\n')}${text.slice(close)}`;
}

/** Adds a name to `import { ... } from 'source';`, in order when the names were in order. */
export function addImportedName(text, source, name, file) {
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}';`);
  const match = pattern.exec(text);
  if (!match) throw new Refusal(`${file}: found no import from '${source}'`);
  const names = match[1].split(',').map((n) => n.trim()).filter(Boolean);
  const sorted = names.every((n, i) => i === 0 || names[i - 1].localeCompare(n) <= 0);
  const next = sorted ? [...names, name].sort((a, b) => a.localeCompare(b)) : [...names, name];
  const multiline = match[1].includes('\n');
  const list = multiline ? `\n${next.map((n) => `  ${n},`).join('\n')}\n` : ` ${next.join(', ')} `;
  return text.replace(pattern, `import {${list}} from '${source}';`);
}

/** A new import line among the file's imports, in order of their sources (as the demo's area list keeps them). */
export function addImportLine(text, line, file) {
  const all = lines(text);
  const imports = all.map((l, i) => [l, i]).filter(([l]) => /^import .* from '\.\//.test(l));
  if (!imports.length) throw new Refusal(`${file}: found no relative import to add beside`);
  const sourceOf = (l) => /from '([^']+)'/.exec(l)[1];
  const after = imports.filter(([l]) => sourceOf(l).localeCompare(sourceOf(line)) < 0).at(-1);
  all.splice(after ? after[1] + 1 : imports[0][1], 0, line);
  return all.join('\n');
}

/** Before the `];` that closes `export const <name>... = [`. */
export function appendToArray(text, name, item, file) {
  const start = text.search(new RegExp(`export const ${name}\\b[^=]*= \\[`));
  const close = start < 0 ? -1 : text.indexOf('\n];', start);
  if (close < 0) throw new Refusal(`${file}: found no array ${name}`);
  return `${text.slice(0, close)}\n  ${item}${text.slice(close)}`;
}

/**
 * New top-level keys at the end of a JSON object written with two-space indents; the text before them
 * is kept as it is (some locale files are laid out by hand). A key already there is a Refusal.
 */
export function appendJsonKeys(text, entries, file) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Refusal(`${file}: not JSON (${error.message})`);
  }
  const taken = Object.keys(entries).filter((key) => key in parsed);
  if (taken.length) throw new Refusal(`${file} already has ${taken.join(', ')}: the family exists, or another screen uses its names`);
  const end = text.lastIndexOf('}');
  const body = Object.entries(entries)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`)
    .join(',\n');
  const before = text.slice(0, end).trimEnd();
  const next = `${before}${Object.keys(parsed).length ? ',' : ''}\n${body}\n${text.slice(end)}`;
  JSON.parse(next);
  return next;
}

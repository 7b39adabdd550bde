/**
 * The generator's arguments, checked before anything is read or written, and every name a family's
 * files use, derived from the one the user gave (`gift-cards` or `giftCards`).
 */
import { parseArgs } from 'node:util';

export const USAGE = 'usage: npm run new:screen -- <area> <family> --api seller/<path> --id <id_field> [--zh 中文名] [--en "English name"] [--dry-run]';

/** A refusal the command line shows as it is (no stack): what was wrong, and what is expected. */
export class Refusal extends Error {}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;
const CAMEL = /^[a-z][a-z0-9]*([A-Z][a-z0-9]+)*$/;
const API = /^seller(\/[a-z0-9][a-z0-9_-]*)+$/;
const FIELD = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
// The family's camelCase name is an exported const of its declaration.
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(' '));

/** The parsed command line; a wrong one is a Refusal naming the mistake. */
export function readArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        api: { type: 'string' },
        id: { type: 'string' },
        zh: { type: 'string' },
        en: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        // Where the console's sources are: the generator's own test writes into a temporary copy.
        root: { type: 'string' },
      },
    });
  } catch (error) {
    throw new Refusal(`${error.message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 2) throw new Refusal(`expected an area and a family name, got ${positionals.length ? positionals.join(' ') : 'nothing'}\n${USAGE}`);
  const [area, family] = positionals;
  if (values.api === undefined) throw new Refusal(`--api is missing: the family's list call, relative to the API's base (seller/gift-cards)\n${USAGE}`);
  if (!API.test(values.api)) throw new Refusal(`--api ${values.api}: expected a relative seller/... path of lower-case segments, no leading slash, host, query or {param} (seller/gift-cards)`);
  if (values.id === undefined) throw new Refusal(`--id is missing: the record's id field as the API names it (card_id)\n${USAGE}`);
  if (!FIELD.test(values.id)) throw new Refusal(`--id ${values.id}: expected a snake_case field name (card_id)`);
  for (const key of ['zh', 'en']) {
    if (values[key] === undefined) continue;
    if (!values[key].trim()) throw new Refusal(`--${key} is empty`);
    // The name goes into comments and string literals of the generated code as it is.
    if (/[\n`\\]|\*\/|\$\{/.test(values[key])) throw new Refusal(`--${key} "${values[key]}": a name of one line, without \`, \\, \${ or */`);
  }
  return { area, family, api: values.api, idField: values.id, zh: values.zh?.trim(), en: values.en?.trim(), dryRun: values['dry-run'], root: values.root };
}

const capitalize = (word) => word[0].toUpperCase() + word.slice(1);

/** The family's names: files (kebab), code and permission names (camel), types (Pascal), titles. */
export function familyNames(family, titles = {}) {
  if (!KEBAB.test(family) && !CAMEL.test(family)) {
    throw new Refusal(`family "${family}": expected lowerCamelCase (giftCards) or kebab-case (gift-cards), as the console names its families and files`);
  }
  const words = family.includes('-') ? family.split('-') : family.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const camel = words[0] + words.slice(1).map(capitalize).join('');
  if (RESERVED.has(camel)) throw new Refusal(`family "${family}": ${camel} is a reserved word of JavaScript`);
  const en = titles.en ?? capitalize(words.join(' '));
  return {
    kebab: words.join('-'),
    camel,
    pascal: words.map(capitalize).join(''),
    en,
    // Without --zh the Chinese texts say they wait for a translator: never a raw key on screen.
    zh: titles.zh,
  };
}

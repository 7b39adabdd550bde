/**
 * Keeps antd's colour picker and Collapse out of the code every page loads. antd's Button works out its
 * solid text colour with the picker's `isBright` (antd/es/button/style/token.js), which lives in the
 * picker's presets panel beside a Collapse; antd's colour helpers take the picker's `Color` through the
 * package's index, which imports the whole picker. The bundler's shared chunk (vite.config.ts) takes
 * every module so many pages reach, and the picker's modules (its Collapse with them) went into the
 * chunk /login and every page load: about 6 kB gz for a picker one header button opens.
 * The build gives the Button token its own copy of `isBright`, taken from antd's module so that the
 * two cannot drift apart, and points antd's `Color` imports at the module that defines it.
 * Build only, like the style stubs: a dev server and the tests run antd as it ships.
 */
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const ANTD_MODULE = /\/node_modules\/antd\/es\//;
const BUTTON_TOKEN = /\/node_modules\/antd\/es\/button\/style\/token\.js$/;
const PRESETS_IMPORT = "import { isBright } from '../../color-picker/components/ColorPresets';";
/** The picker's index, imported for its `Color` only. */
const COLOR_ONLY_IMPORT = /^import \{ Color as RcColor \} from '@rc-component\/color-picker';$/m;
const COLOR_MODULE = "import { Color as RcColor } from '@rc-component/color-picker/es/color';";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The text of `export const isBright = …;` in the presets panel's module, without its `export`. */
function isBrightOf(presets: string, parse: (code: string) => object): string {
  const program = parse(presets) as Node;
  for (const statement of program.body as Node[]) {
    const declaration = statement.declaration as Node | undefined;
    const [declarator] = (declaration?.declarations ?? []) as Node[];
    if (statement.type === 'ExportNamedDeclaration' && declaration?.type === 'VariableDeclaration' && (declarator?.id as Node & { name: string })?.name === 'isBright') {
      const text = presets.slice(declaration.start, declaration.end);
      // What the copy may call: its arguments' methods and the picker's Color, which the token's module imports.
      const calls = new Set([...text.matchAll(/new (\w+)\(/g)].map((match) => match[1]));
      if ([...calls].some((name) => name !== 'RcColor')) throw new Error(`antd-color-imports: isBright constructs ${[...calls].join(', ')}, not the picker's Color alone`);
      return text;
    }
  }
  throw new Error('antd-color-imports: ColorPresets.js exports no const isBright');
}

/** An antd module with the picker's `Color` from its own module, and Button's token with its own `isBright`; null when neither applies. */
export function antdColorImports(code: string, id: string, readPresets: () => string, parse: (code: string) => object): { code: string; map: Rollup.SourceMapInput } | null {
  const output = new MagicString(code);
  const colorOnly = COLOR_ONLY_IMPORT.exec(code);
  if (colorOnly) output.overwrite(colorOnly.index, colorOnly.index + colorOnly[0].length, COLOR_MODULE);
  if (BUTTON_TOKEN.test(id)) {
    const at = code.indexOf(PRESETS_IMPORT);
    if (at < 0) throw new Error(`antd-color-imports: ${id} no longer imports \`${PRESETS_IMPORT}\``);
    output.overwrite(at, at + PRESETS_IMPORT.length, `${COLOR_MODULE}\n${isBrightOf(readPresets(), parse)}`);
  } else if (!colorOnly) {
    return null;
  }
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function antdColorImportsPlugin(): Plugin {
  return {
    name: 'antd-color-imports',
    apply: 'build',
    transform: {
      filter: { id: ANTD_MODULE, code: /@rc-component\/color-picker'|color-picker\/components\/ColorPresets'/ },
      handler(code, id) {
        const presets = join(id.slice(0, id.indexOf('/antd/es/') + '/antd/es/'.length), 'color-picker/components/ColorPresets.js');
        return antdColorImports(code, id, () => readFileSync(presets, 'utf8'), (source) => this.parse(source));
      },
    },
  };
}

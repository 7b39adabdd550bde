// @vitest-environment node
/**
 * The build keeps antd's colour picker out of the code every page loads (scripts/build/antd-color-imports.ts):
 * what it rewrites and leaves, Button's copy of `isBright` answering as antd's, the build failing on a
 * shape it does not know, and a bundle whose Button holds no picker and no Collapse.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdColorImports, antdColorImportsPlugin } from '../../../scripts/build/antd-color-imports';
import { chunksOf, loadedWithEntry } from '../../helpers/bundle';

const require = createRequire(import.meta.url);
const ANTD = 'node_modules/antd/es';
const read = (path: string) => readFileSync(`${ANTD}/${path}`, 'utf8');
const presets = read('color-picker/components/ColorPresets.js');
const rewrite = (path: string, code = read(path), presetsCode = presets) => antdColorImports(code, `/x/node_modules/antd/es/${path}`, () => presetsCode, parseAst)?.code;

describe('antd colour imports', () => {
  it('takes the picker’s Color from its own module, and leaves imports of more than Color as they are', () => {
    for (const path of ['color-picker/color.js', 'color-picker/util.js']) {
      const code = rewrite(path)!;
      expect(code, path).toContain("import { Color as RcColor } from '@rc-component/color-picker/es/color';");
      expect(code, path).not.toContain("from '@rc-component/color-picker';");
    }
    expect(rewrite('color-picker/components/ColorPresets.js')).toBeUndefined();
    expect(rewrite('button/index.js')).toBeUndefined();
  });

  it('gives Button’s token its own isBright, which answers as antd’s', () => {
    const code = rewrite('button/style/token.js')!;
    expect(() => parseAst(code)).not.toThrow();
    expect(code).not.toContain('ColorPresets');
    type Node = { type: string; start: number; end: number; declarations?: { id: { name?: string } }[] };
    const declaration = (parseAst(code).body as unknown as Node[]).find((node) => node.type === 'VariableDeclaration' && node.declarations?.[0].id.name === 'isBright')!;
    const body = code.slice(declaration.start, declaration.end);
    const { Color } = require('@rc-component/color-picker/lib/color');
    const { AggregationColor } = require('antd/lib/color-picker/color');
    const antds = require('antd/lib/color-picker/components/ColorPresets').isBright;
    const ours = new Function('RcColor', `${body} return isBright;`)(Color);
    const answers = (isBright: (color: unknown, background: string) => boolean) =>
      ['#fff', '#000', '#1677ff', '#fadb14', 'rgba(0,0,0,0.3)', 'rgba(255,255,255,0.4)'].flatMap((color) => ['#ffffff', '#141414'].map((background) => isBright(new AggregationColor(color), background)));
    expect(answers(ours)).toEqual(answers(antds));
    expect(new Set(answers(ours)).size).toBe(2);
  });

  it('fails the build when antd no longer has the shape it rewrites', () => {
    expect(() => rewrite('button/style/token.js', read('button/style/token.js').replace("import { isBright } from '../../color-picker/components/ColorPresets';", "import { isBright } from '../../color-picker/util';"))).toThrow(/no longer imports/);
    expect(() => rewrite('button/style/token.js', undefined, presets.replace('export const isBright', 'const isBright'))).toThrow(/exports no const isBright/);
    expect(() => rewrite('button/style/token.js', undefined, presets.replace('new RcColor(', 'new FastColor('))).toThrow(/constructs FastColor/);
  });

  it('bundles Button without the picker or Collapse, and the picker apart', async () => {
    const chunks = await chunksOf("import Button from 'antd/es/button'; export default Button; export const picker = () => import('antd/es/color-picker');", [antdColorImportsPlugin()]);
    // What a page with a Button loads, not the picker's own chunks.
    const loaded = loadedWithEntry(chunks);
    const modules = loaded.flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /\/(rc-collapse|antd\/es\/collapse|@rc-component\/color-picker\/es\/(ColorPicker|index))|ColorPresets/.test(id))).toEqual([]);
    expect(modules.some((id) => id.endsWith('/button/style/token.js'))).toBe(true);
    expect(chunks.some((chunk) => !loaded.includes(chunk) && chunk.moduleIds.some((id) => id.endsWith('/rc-collapse/es/Collapse.js')))).toBe(true);
  });
});

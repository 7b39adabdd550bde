// @vitest-environment node
/** The build leaves antd's style functions out (scripts/build/antd-style-stubs.ts): what it rewrites, and what it leaves. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stubStyleFunctions } from '../../../scripts/build/antd-style-stubs';

const stub = (code: string) => stubStyleFunctions(code, 'style/index.js', parseAst)?.code;

const ANTD = 'node_modules/antd/es';
const antdModules = (readdirSync(ANTD, { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => join(ANTD, file));
const FACTORY_CALL = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g;

describe('antd style stubs', () => {
  it('replaces the style function handed to each factory with a miss record, and nothing else', () => {
    const module = [
      "import { genStyleHooks, genSubStyleComponent as sub } from '../../theme/internal';",
      'const genAStyle = (token) => ({ a: token.x });',
      'export const prepareComponentToken = (token) => ({ y: token.x });',
      "export default genStyleHooks('A', genAStyle, prepareComponentToken, { unitless: { y: true } });",
      "export const B = sub(['A', 'b'], (token) => [genAStyle(token)], prepareComponentToken);",
      "const elsewhere = genStyleHooksOfMine('C', genAStyle);",
    ].join('\n');
    const lines = stub(module)!.split('\n');
    expect(lines[0]).toMatch(/^import \{ styleMiss as __styleMiss \} from ".*\/src\/app\/antd-style-miss\.ts";$/);
    expect(lines.slice(1)).toEqual([
      "import { genStyleHooks, genSubStyleComponent as sub } from '../../theme/internal';",
      'const genAStyle = (token) => ({ a: token.x });',
      'export const prepareComponentToken = (token) => ({ y: token.x });',
      'export default genStyleHooks(\'A\', __styleMiss("A"), prepareComponentToken, { unitless: { y: true } });',
      'export const B = sub([\'A\', \'b\'], __styleMiss("A-b"), prepareComponentToken);',
      "const elsewhere = genStyleHooksOfMine('C', genAStyle);",
    ]);
  });

  it('fails the build when a factory is handed something else than a style function second', () => {
    expect(() => stub("import { genStyleHooks } from '../../theme/internal';\ngenStyleHooks('A', { style: true });")).toThrow(/genStyleHooks\('A'/);
  });

  it('leaves a module that calls no factory as it is', () => {
    expect(stub("import { genStyleHooks } from '../../theme/internal';\nexport { genStyleHooks };")).toBeUndefined();
    expect(stub("const genStyleHooks = (a, b) => b;\ngenStyleHooks('A', () => []);")).toBeUndefined();
  });

  it('stubs every style function of antd, whatever the shape of its module', () => {
    const modules = antdModules.map((file) => ({ file, code: readFileSync(file, 'utf8') })).filter(({ code }) => code.match(FACTORY_CALL));
    expect(modules.length).toBeGreaterThan(70);
    for (const { file, code } of modules) {
      const stubbed = stubStyleFunctions(code, file, parseAst)!;
      expect(stubbed, file).not.toBeNull();
      expect(stubbed.code.match(/__styleMiss\("/g)?.length, file).toBe(code.match(FACTORY_CALL)!.length);
      expect(() => parseAst(stubbed.code), file).not.toThrow();
    }
  });
});

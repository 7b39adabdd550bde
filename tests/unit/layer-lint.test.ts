import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep the layers importing one way (eslint.config.js): the imports each one refuses. */
const eslint = new ESLint({ cwd: process.cwd() });
const refused = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => /'([^']+)' import/.exec(m.message)?.[1]);
};

const imports = (...sources: string[]) => sources.map((source, i) => `import * as m${i} from '${source}';\nexport { m${i} };\n`).join('');

describe('import layers', () => {
  it('keeps the api client out of pages, the shell and the pickers, type imports too', async () => {
    const code = `${imports('@/api', '@/api/json', '@/utils/api-path', '@/engine/data/use-call')}import type { ApiError } from '@/api';\nexport type E = ApiError;\n`;
    for (const file of ['src/pages/goods/Bad.tsx', 'src/layout/Bad.tsx', 'src/components/pickers/Bad.tsx']) {
      expect(await refused(code, file), file).toEqual(['@/api', '@/api/json', '@/api']);
    }
  });

  it('lets an exception use only the modules it is listed with, and keeps the antd rule', async () => {
    expect(await refused(imports('@/api/anonymous', '@/api/hold', '@/api/notify', '@/api'), 'src/pages/login/use-captcha.ts')).toEqual(['@/api/notify', '@/api']);
    expect(await refused(imports('@/api/notify', '@/api/anonymous'), 'src/pages/login/index.tsx')).toEqual(['@/api/anonymous']);
    expect(await refused(imports('@/api/anonymous', '@/api/client'), 'src/layout/use-site-title.ts')).toEqual(['@/api/client']);
    expect(await refused("import { Table } from 'antd';\nexport { Table };\n", 'src/pages/login/index.tsx')).toEqual(['Table']);
  });

  it('keeps pages out of schemas and declarations, but for lazy screens', async () => {
    const code = `${imports('@/pages/goods/Bad', '../../pages/goods/Bad', '@/schemas/decoration/pages')}export const screen = () => import('@/pages/goods/Bad');\n`;
    for (const file of ['src/schemas/goods/bad.ts', 'src/resources/goods/bad.ts']) {
      expect(await refused(code, file), file).toEqual(['@/pages/goods/Bad', '../../pages/goods/Bad']);
    }
  });
});

// @vitest-environment node
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

  it('keeps every other layer out of the api client, by alias and by a relative path', async () => {
    const above = ['session', 'providers', 'engine', 'resources', 'schemas', 'pages', 'layout', 'components', 'i18n', 'mocks'];
    const bad = [...above.flatMap((layer) => [`@/${layer}/bad`, `../${layer}/bad`]), '@/i18n', '../i18n', '@/resources', '@/mocks'];
    expect(await refused(imports(...bad, '@/config', '@/utils/json', './errors'), 'src/api/bad.ts')).toEqual(bad);
  });

  it('keeps the areas and the shell out of the engine', async () => {
    const bad = ['@/resources', '@/resources/goods', '../../resources/goods', '@/pages/goods/Bad', '../../pages/goods/Bad', '@/layout/AppLayout', '../../layout/AppLayout'];
    expect(await refused(imports(...bad, '@/providers/data-provider', '@/schemas/types', '@/session/storage'), 'src/engine/list/bad.ts')).toEqual(bad);
  });

  it('keeps the engine, the pages and the shell out of the providers', async () => {
    const bad = ['@/engine/routes', '../engine/routes', '@/pages/goods/Bad', '../pages/goods/Bad', '@/layout/AppLayout', '../layout/AppLayout'];
    expect(await refused(imports(...bad, '@/api', '@/session/storage', '@/i18n'), 'src/providers/bad.ts')).toEqual(bad);
  });

  it('keeps the api client out of schemas, type imports too', async () => {
    const code = `${imports('@/api', '@/api/errors', '@/utils/not-found', '@/validation/server-errors')}import type { ApiError } from '@/api';\nexport type E = ApiError;\n`;
    expect(await refused(code, 'src/schemas/promotions/bad.ts')).toEqual(['@/api', '@/api/errors', '@/api']);
  });

  it('lets only src/main.tsx and the login page’s demo card reach the demo marketplace', async () => {
    const demo = ['@/mocks', '@/mocks/browser', '../../mocks/browser'];
    const elsewhere = ['src/App.tsx', 'src/app/start.ts', 'src/api/bad.ts', 'src/session/bad.ts', 'src/i18n/bad.ts', 'src/providers/bad.ts', 'src/engine/list/bad.ts'];
    const layers = ['src/resources/goods/bad.ts', 'src/schemas/goods/bad.ts', 'src/layout/Bad.tsx', 'src/components/Table.tsx', 'src/components/pickers/Bad.tsx', 'src/pages/goods/Bad.tsx'];
    const exceptions = ['src/pages/login/use-captcha.ts', 'src/pages/login/index.tsx', 'src/layout/use-site-title.ts'];
    for (const file of [...elsewhere, ...layers, ...exceptions]) expect(await refused(imports(...demo), file), file).toEqual(demo);
    for (const file of ['src/main.tsx', 'src/pages/login/DemoAccounts.tsx', 'src/mocks/areas/bad.ts']) expect(await refused(imports(...demo), file), file).toEqual([]);
    // The demo card is a page still.
    expect(await refused(imports('@/mocks', '@/api'), 'src/pages/login/DemoAccounts.tsx')).toEqual(['@/api']);
  });

  it('keeps pages out of schemas and declarations, but for lazy screens', async () => {
    const code = `${imports('@/pages/goods/Bad', '../../pages/goods/Bad', '@/schemas/decoration/pages')}export const screen = () => import('@/pages/goods/Bad');\n`;
    for (const file of ['src/schemas/goods/bad.ts', 'src/resources/goods/bad.ts']) {
      expect(await refused(code, file), file).toEqual(['@/pages/goods/Bad', '../../pages/goods/Bad']);
    }
  });
});

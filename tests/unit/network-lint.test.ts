// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps every call of a screen on Refine's hooks: it fails on each way around them. */
const eslint = new ESLint({ cwd: process.cwd() });
const errorsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('calls outside the providers and the api client', () => {
  it("fails on the data provider's custom call and on axios in a page", async () => {
    const code = `import axios from 'axios';
export const a = (dp: () => { custom?: (x: unknown) => void }) => dp().custom!({ url: 'seller/goods' });
export const b = (dp: { custom: (x: unknown) => void }) => dp.custom({ url: 'seller/goods' });
export const c = axios;
`;
    const errors = await errorsOf(code, 'src/pages/goods/Bad.tsx');
    expect(errors).toEqual([
      'Only the api client (src/api) uses axios.',
      'Send calls with useCall (a Refine mutation for writes).',
      'Send calls with useCall (a Refine mutation for writes).',
    ]);
  });

  it('lets the providers and the api client make them', async () => {
    const code = `import axios from 'axios';\nexport const c = (dp: { custom: (x: unknown) => void }) => (dp.custom({}), axios);\n`;
    expect(await errorsOf(code, 'src/providers/use-api-call.ts')).toEqual([]);
    expect(await errorsOf(code, 'src/api/client.ts')).toEqual([]);
  });
});

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** antd's Tabs and Table come through src/components, which make them accessible (README "Accessibility"). */
const ANTD_WRAPPED = { name: 'antd', importNames: ['Tabs', 'Table'], message: "Use Tabs and Table from '@/components/Tabs' and '@/components/Table'." };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/Tabs.tsx', 'src/components/Table.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_WRAPPED] }] },
  },
  // The layers import one way: pages and layout use the engine, the engine the providers, the
  // providers the api client. A lint error keeps it so (each with the antd rule above: a later rule replaces it).
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_WRAPPED], patterns: [{ group: ['@/session', '@/session/*', '**/session/*'], message: 'The api client gets what it needs of the session injected (registerCredentials).' }] }] },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ANTD_WRAPPED], patterns: [{ group: ['@/layout', '@/layout/*', '@/pages', '@/pages/*', '@/resources', '@/resources/*', '**/layout/*', '**/pages/*', '**/resources/*'], message: 'The engine knows no area and no shell: inject what it needs.' }] },
      ],
    },
  },
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_WRAPPED], patterns: [{ group: ['@/engine', '@/engine/*', '**/engine/*'], message: 'Providers sit under the engine and use the api client.' }] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
);

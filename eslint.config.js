import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** antd's Tabs and Table come through src/components, which make them accessible (README "Accessibility"). */
const ANTD_WRAPPED = { name: 'antd', importNames: ['Tabs', 'Table'], message: "Use Tabs and Table from '@/components/Tabs' and '@/components/Table'." };

/**
 * Pages, the shell and the pickers call through the engine and the providers (useCall, Refine's hooks,
 * src/providers/file-reads.ts), never the api client; `allowed` are an exception's own modules of it.
 */
const noApiClient = (allowed = []) => {
  const message = "Call through useCall ('@/engine/data/use-call') or Refine's hooks; path helpers are '@/utils/api-path' and '@/utils/api-params', JSON with 64-bit ids '@/utils/json', a missing record '@/utils/not-found'.";
  // The index is a path of its own: a pattern naming the folder would keep its modules out of reach of `!`.
  return ['error', { paths: [ANTD_WRAPPED, { name: '@/api', message }], patterns: [{ group: ['@/api/*', ...allowed.map((module) => `!${module}`)], message }] }];
};

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
    files: ['src/pages/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}', 'src/components/pickers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noApiClient() },
  },
  // The bare /login runs without Refine and the providers (its bundle stays small): the captcha's rules are an anonymous GET.
  { files: ['src/pages/login/use-captcha.ts'], rules: { 'no-restricted-imports': noApiClient(['@/api/anonymous', '@/api/hold']) } },
  // The bare /login's toasts are the api client's notifier (src/app/toasts.tsx): its sign-in failure is told the same way.
  { files: ['src/pages/login/index.tsx'], rules: { 'no-restricted-imports': noApiClient(['@/api/notify']) } },
  // The title of the pages outside the signed-in console (sign-in, 404), where there is no data provider.
  { files: ['src/layout/use-site-title.ts'], rules: { 'no-restricted-imports': noApiClient(['@/api/anonymous']) } },
  // Declarations and schemas load with the console: a page's code comes with its screen, lazily (`import()`).
  {
    files: ['src/schemas/**/*.{ts,tsx}', 'src/resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ANTD_WRAPPED], patterns: [{ group: ['@/pages', '@/pages/*', '**/pages/*'], message: "Declare a page's screen with a lazy import(); what schemas and declarations share with a page lives outside src/pages." }] },
      ],
    },
  },
  // Screens, pickers and the engine reach the network through Refine's hooks (a write is a mutation:
  // src/providers/use-api-call.ts), never through the data provider's `custom` or axios themselves.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**', 'src/api/**', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression > MemberExpression.callee[property.name='custom']", message: 'Send calls with useCall (a Refine mutation for writes).' },
        { selector: "CallExpression > TSNonNullExpression.callee > MemberExpression[property.name='custom']", message: 'Send calls with useCall (a Refine mutation for writes).' },
        { selector: "ImportDeclaration[source.value='axios']", message: 'Only the api client (src/api) uses axios.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
);

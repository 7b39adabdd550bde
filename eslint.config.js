import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** antd's Tabs and Table come through src/components, which make them accessible (README "Accessibility"). */
const ANTD_WRAPPED = { name: 'antd', importNames: ['Tabs', 'Table'], message: "Use Tabs and Table from '@/components/Tabs' and '@/components/Table'." };

/**
 * The demo marketplace is started by src/main.tsx and offered by the login page's demo card, and reached
 * from nowhere else: a build with the demo off holds none of it, and no screen comes to lean on it.
 */
const NO_DEMO = {
  group: ['@/mocks', '@/mocks/*', '**/mocks', '**/mocks/*'],
  message: 'Only src/main.tsx starts the demo marketplace, and only the login page’s demo card (src/pages/login/DemoAccounts.tsx) shows it.',
};

/**
 * A block's `no-restricted-imports`. A later block for the same files replaces an earlier block's whole
 * rule, so each one repeats the antd rule and the demo's (but where the demo is reached on purpose).
 */
const restrict = ({ paths = [], patterns = [], reachesDemo = false } = {}) => ['error', { paths: [ANTD_WRAPPED, ...paths], patterns: [...(reachesDemo ? [] : [NO_DEMO]), ...patterns] }];

/** A layer by its alias and by a relative path into its folder. */
const layers = (...names) => names.flatMap((name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`]);

/**
 * Pages, the shell and the pickers call through the engine and the providers (useCall, Refine's hooks,
 * src/providers/file-reads.ts), never the api client; `allowed` are an exception's own modules of it.
 */
const noApiClient = (allowed = [], options = {}) => {
  const message = "Call through useCall ('@/engine/data/use-call') or Refine's hooks; path helpers are '@/utils/api-path' and '@/utils/api-params', JSON with 64-bit ids '@/utils/json', a missing record '@/utils/not-found'.";
  // The index is a path of its own: a pattern naming the folder would keep its modules out of reach of `!`.
  return restrict({ ...options, paths: [{ name: '@/api', message }], patterns: [{ group: ['@/api/*', ...allowed.map((module) => `!${module}`)], message }] });
};

/** A page's code comes with its screen: what a declaration or a schema shares with a page lives outside src/pages. */
const NO_PAGES = { group: layers('pages'), message: "Declare a page's screen with a lazy import(); what schemas and declarations share with a page lives outside src/pages." };

/** What the api client sits under; the demo too, which NO_DEMO refuses already (a second group would tell it twice). */
const ABOVE_API = ['session', 'providers', 'engine', 'resources', 'schemas', 'pages', 'layout', 'components', 'i18n', 'app', 'access', 'validation'];

const SCHEMA_NO_API = "Schemas describe records and the engine makes the calls: read a failed call's fields (status, code, data) as '@/utils/not-found' does.";

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
    rules: { 'no-restricted-imports': restrict() },
  },
  { files: ['src/components/Tabs.tsx', 'src/components/Table.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO] }] } },
  // The demo's own modules, and src/main.tsx, which starts it (the demo card's rule is with the login page's, below).
  { files: ['src/mocks/**/*.{ts,tsx}', 'src/main.tsx'], rules: { 'no-restricted-imports': restrict({ reachesDemo: true }) } },
  // The layers import one way: pages and layout use the engine, the engine the providers, the
  // providers the api client. A lint error keeps it so.
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          {
            // A relative path out of src/api may name a folder's index (`../i18n`); no module of the client is named like a layer.
            group: [...layers(...ABOVE_API), ...ABOVE_API.map((name) => `**/${name}`)],
            message: 'The api client sits under every layer but src/config and src/utils: what it needs of one (the session’s tokens, the messages’ language) is registered with it at start-up (registerCredentials, registerLocale).',
          },
        ],
      }),
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict({ patterns: [{ group: layers('layout', 'pages', 'resources'), message: 'The engine knows no area and no shell: inject what it needs.' }] }) },
  },
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict({ patterns: [{ group: layers('engine', 'pages', 'layout'), message: 'Providers sit under the engine and the screens, and use the api client.' }] }) },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}', 'src/components/pickers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noApiClient() },
  },
  // The bare /login runs without Refine and the providers (its bundle stays small): the captcha's rules are an anonymous GET.
  { files: ['src/pages/login/use-captcha.ts'], rules: { 'no-restricted-imports': noApiClient(['@/api/anonymous', '@/api/hold']) } },
  // The bare /login's toasts are the api client's notifier (src/app/toasts.tsx): its sign-in failure is told the same way.
  { files: ['src/pages/login/index.tsx'], rules: { 'no-restricted-imports': noApiClient(['@/api/notify']) } },
  // The demo card: the demo's accounts, one click to fill the sign-in form, and its reset.
  { files: ['src/pages/login/DemoAccounts.tsx'], rules: { 'no-restricted-imports': noApiClient([], { reachesDemo: true }) } },
  // The title of the pages outside the signed-in console (sign-in, 404), where there is no data provider.
  { files: ['src/layout/use-site-title.ts'], rules: { 'no-restricted-imports': noApiClient(['@/api/anonymous']) } },
  // Declarations and schemas load with the console: a page's code comes with its screen, lazily (`import()`).
  { files: ['src/resources/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict({ patterns: [NO_PAGES] }) } },
  {
    files: ['src/schemas/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [{ name: '@/api', message: SCHEMA_NO_API }],
        patterns: [NO_PAGES, { group: ['@/api/*'], message: SCHEMA_NO_API }],
      }),
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

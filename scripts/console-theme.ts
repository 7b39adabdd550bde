/**
 * The console's light theme for the default colour (src/layout/theme.ts), worked out when the build
 * starts and written into the code (`__DEFAULT_LIGHT_THEME__`): the browser does not derive antd's palette
 * twice and search its readable shades on every first load (~7 ms of a cold start in Node, more on the
 * way to a signed-in page's first row). Another colour, and dark mode, are worked out in the
 * browser as before; so is every theme on a dev server and in the tests.
 */
import { fileURLToPath } from 'node:url';
import type { ThemeConfig } from 'antd';
import { runnerImport, type Plugin } from 'vite';

const THEME = fileURLToPath(new URL('../src/layout/theme.ts', import.meta.url));
const PREFERENCES = fileURLToPath(new URL('../src/layout/preferences.ts', import.meta.url));
const SOURCE = fileURLToPath(new URL('../src', import.meta.url));

type BuiltTheme = Pick<ThemeConfig, 'token' | 'components'>;

/** The light theme's tokens for the default colour, as the console works them out. */
export async function defaultLightTheme(): Promise<BuiltTheme> {
  const load = <T>(file: string) => runnerImport<T>(file, { configFile: false, logLevel: 'error', resolve: { alias: { '@': SOURCE } } }).then(({ module }) => module);
  const [{ consoleTheme }, { DEFAULT_PRIMARY }] = await Promise.all([
    load<typeof import('../src/layout/theme.ts')>(THEME),
    load<typeof import('../src/layout/preferences.ts')>(PREFERENCES),
  ]);
  const { token, components } = consoleTheme(DEFAULT_PRIMARY, false);
  return { token, components };
}

export function consoleThemePlugin(): Plugin {
  return {
    name: 'console-default-theme',
    apply: 'build',
    async config() {
      return { define: { __DEFAULT_LIGHT_THEME__: JSON.stringify(await defaultLightTheme()) } };
    },
  };
}

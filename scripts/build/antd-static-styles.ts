/**
 * The built console's antd stylesheet (src/app/static-styles.tsx): rendered in Node when the build
 * starts, emitted as a hashed asset and linked first in index.html's head, so that it has arrived before
 * antd first draws (antd reads the sheet's map once, on its first style). A dev server has none: antd
 * builds every style at run time there, as it would without the sheet.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const CATALOGUE = fileURLToPath(new URL('../../src/app/static-styles.tsx', import.meta.url));
const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));

/** antd names its classes after the build's mode (`css-dev-only-…` outside production): render in the same. */
async function renderSheet(production: boolean): Promise<string> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = production ? 'production' : 'development';
  try {
    const { module } = await runnerImport<{ staticStyles: () => string }>(CATALOGUE, { configFile: false, logLevel: 'error', resolve: { alias: { '@': SOURCE } } });
    return module.staticStyles();
  } finally {
    process.env.NODE_ENV = before;
  }
}

export function antdStaticStyles(): Plugin {
  let production = true;
  let base = '/';
  let fileName = '';
  return {
    name: 'antd-static-styles',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
      base = config.base;
    },
    async buildStart() {
      const css = await renderSheet(production);
      fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}

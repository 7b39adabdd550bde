/**
 * rc-table measures the browser's scrollbar as a table mounts: it reads the table's computed style, adds
 * a style element and a scrolling div to the page, and reads the div's width: a forced style and layout
 * pass in the middle of the screen's first render (the first goods row: ~19 ms of main thread in a CPU
 * profile, once the list's table measured nothing else), and the table renders again with the
 * width. It needs the width for one thing: a table with a fixed header (`scroll.y`) or a sticky one lines
 * its header up with the scrolling body below. The build has rc-table measure for those tables alone (and
 * when a table becomes one). Build only, like the antd rewrites: a dev server and the tests run rc-table as
 * it ships.
 */
import { rewriteModule, rewritePlugin, type Rewritten } from './module-rewrite.ts';

const TABLE = /\/node_modules\/rc-table\/es\/Table\.js$/;
const MEASURE = /useLayoutEffect\(function \(\) \{\n\s*if \(!tailor \|\| !useInternalHooks\) \{\n\s*if \(scrollBodyRef\.current instanceof Element\) \{\n\s*setScrollbarSize\(getTargetScrollBarSize\(scrollBodyRef\.current\)\.width\);\n[\s\S]*?setSupportSticky\(isStyleSupport\('position', 'sticky'\)\);\n\s*\}, \[\]\);/;

/** rc-table's Table module measuring the scrollbar for a fixed or sticky header only; null for any other module. */
export const rcTableScrollbar = (code: string, id: string): Rewritten | null =>
  rewriteModule(code, id, {
    name: 'rc-table-scrollbar',
    module: TABLE,
    pattern: MEASURE,
    replace: (found) =>
      found.replace('if (!tailor || !useInternalHooks) {', 'if ((!tailor || !useInternalHooks) && (fixHeader || isSticky)) {').replace(/\}, \[\]\);$/, '}, [fixHeader || isSticky]);'),
  });

export const rcTableScrollbarPlugin = () => rewritePlugin('rc-table-scrollbar', rcTableScrollbar);

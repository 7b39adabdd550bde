/**
 * What stands in for antd's style functions in the built console (scripts/build/antd-style-stubs.ts): its
 * styles come from the built stylesheet (src/app/static-styles.tsx), so antd calls one only for a style
 * the sheet lacks. Such a component would show unstyled: its name is recorded on the page, where the
 * browser tests look for it (tests/e2e/antd-styles.spec.ts), and add it to the catalogue.
 */
declare global {
  interface Window {
    __antdStyleMisses?: string[];
  }
}

export const styleMiss = (component: string) => () => {
  (window.__antdStyleMisses ??= []).push(component);
  return [];
};

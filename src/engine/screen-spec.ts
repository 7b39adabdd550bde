import { isLazyScreen, type LazyScreen, type ScreenDeclaration, type ScreenRef, type ScreenSpec } from './declare';

const loading = new WeakMap<LazyScreen, Promise<ScreenSpec>>();
const loaded = new WeakMap<LazyScreen, ScreenSpec>();

/** The spec of a screen loaded with its declaration, if it is in already. */
export const loadedScreen = (screen: LazyScreen): ScreenSpec | undefined => loaded.get(screen);

/**
 * The spec of a screen loaded with its declaration: one promise per screen while it loads or once
 * loaded (the screen suspends on it), dropped when it fails, so that a retry loads again.
 */
export function loadScreen(screen: LazyScreen): Promise<ScreenSpec> {
  let spec = loading.get(screen);
  if (!spec) {
    spec = screen.load().then((value) => {
      loaded.set(screen, value);
      return value;
    });
    loading.set(screen, spec);
    spec.catch(() => loading.delete(screen));
  }
  return spec;
}

/** A declaration's screen spec, whether given at once or loaded with the screen. */
export const screenSpecOf = (screen: ScreenRef): Promise<ScreenSpec> => (isLazyScreen(screen) ? loadScreen(screen) : Promise.resolve(screen));

/**
 * The declarations with every screen's spec loaded (what each screen is made of: for checks over all
 * declarations, in tests and tools; the console itself loads a screen's spec when it opens).
 */
export async function loadedScreens(screens: readonly ScreenDeclaration[]): Promise<ScreenDeclaration[]> {
  return Promise.all(
    screens.map(async (decl) => ({
      ...decl,
      ...(decl.screen && { screen: await screenSpecOf(decl.screen) }),
      ...(decl.children && { children: await loadedScreens(decl.children) }),
    })),
  );
}

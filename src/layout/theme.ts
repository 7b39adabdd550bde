import { theme, type ThemeConfig } from 'antd';
import { shadeFor } from '@/utils/contrast';

const WHITE = '#FFFFFF';
/** antd's secondary and description text (0.45 black, 3.4:1 on white) raised to 5.7:1. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
/** antd's preset tag colours: each tag writes its palette's 7th shade on its 1st. */
const TAG_PALETTES = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;

type Tokens = Record<string, string>;

/**
 * How antd writes its styles, in every theme: with the theme's CSS variables (see static-styles.tsx), and
 * without a hash. The console holds one antd version, so nothing needs scoping; the hash (`:where(.css-…)`
 * before each of the stylesheet's ~5,400 selectors, a class on every element antd draws) was 149 kB of
 * the 966 kB stylesheet each page parses before its first paint.
 */
const STYLES = { cssVar: true, hashed: false } as const;

/**
 * The console's antd theme. The colour a shop picks (spec default #409EFF) stays its choice, shown as
 * picked in the theme control; what antd draws with it in light mode is the nearest darker shade whose text
 * reaches 4.5:1 on white and on the light blue of an info notice, and under which white text does too (#409EFF
 * itself gives 2.8:1): every link, tab, selected menu item and primary button stays readable. Error red,
 * success and warning text and the tag colours are darkened the same way. Dark mode keeps antd's own palette.
 */
export function consoleTheme(primaryColor: string, dark: boolean): ThemeConfig {
  const light = lightTheme(primaryColor);
  return dark ? darkTheme(primaryColor, light.token as Tokens) : light;
}

/**
 * antd's own dark palette, keyed like the light theme. antd keys the styles it builds by the names of
 * the theme's tokens, in their order (their values are CSS variables), so the built stylesheet
 * (src/app/static-styles.tsx) serves dark mode only if dark names what light names: each of light's
 * tokens that is not a seed is given here its dark value, which antd would derive anyway (the same
 * CSS variables, in another order). Seeds keep their places whatever is passed; dark leaves them to
 * antd, as a seed passed would be what the dark palettes are made from.
 */
function darkTheme(primaryColor: string, lightToken: Tokens): ThemeConfig {
  const algorithm = theme.darkAlgorithm;
  const own = theme.getDesignToken({ token: { colorPrimary: primaryColor }, algorithm }) as unknown as Tokens;
  const derived = Object.keys(lightToken).filter((name) => !(name in theme.defaultSeed));
  return { algorithm, ...STYLES, token: { colorPrimary: primaryColor, ...Object.fromEntries(derived.map((name) => [name, own[name]])) } };
}

function lightTheme(primaryColor: string): ThemeConfig {
  const base = theme.getDesignToken({ token: { colorPrimary: primaryColor } }) as unknown as Tokens;
  const colorPrimary = shadeFor(primaryColor, [WHITE, base.colorInfoBg!]);
  // antd names each shade twice (`green7`, `green-7`), and both become the CSS variable `--ant-green-7`.
  const tags = Object.fromEntries(
    TAG_PALETTES.flatMap((name) => {
      const shade = shadeFor(base[`${name}7`]!, base[`${name}1`]!);
      return [[`${name}7`, shade], [`${name}-7`, shade]];
    }),
  );
  const token = {
    ...tags,
    colorPrimary,
    colorLink: colorPrimary,
    colorError: shadeFor(base.colorError!, [WHITE, base.colorErrorBg!]),
    colorSuccessText: shadeFor(base.colorSuccessText!, [WHITE, base.colorSuccessBg!]),
    colorWarningText: shadeFor(base.colorWarningText!, [WHITE, base.colorWarningBg!]),
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
  };
  // A status tag (success, processing, warning, error) writes the status colour itself on its tint: darker
  // for tags only, so that icons, badges and progress bars keep antd's brighter colours.
  const tinted = theme.getDesignToken({ token }) as unknown as Tokens;
  const Tag = Object.fromEntries(
    (['Success', 'Info', 'Warning', 'Error'] as const).map((status) => [`color${status}`, shadeFor(tinted[`color${status}`]!, tinted[`color${status}Bg`]!)]),
  );
  return { algorithm: theme.defaultAlgorithm, ...STYLES, token, components: { Tag } };
}

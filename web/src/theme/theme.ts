/**
 * The one MUI theme (design.md §5): light and dark colour schemes from the same
 * tokens, CSS variables on, following the operating system's preference unless
 * the ThemeProvider is told otherwise (stories force a scheme).
 */
import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme } from '@mui/material/styles';
import { componentOverrides } from './components';
import { darkScheme, lightScheme, shapeTokens, typographyTokens, type ColorToken, type SchemeTokens } from './tokens';
import type {} from '@mui/x-data-grid/themeAugmentation';

declare module '@mui/material/styles' {
  interface Palette {
    stateAlpha: Palette['primary'];
    stateBeta: Palette['primary'];
    stateShutdown: Palette['primary'];
    placeholder: { main: string; contrastText: string };
    focusRing: string;
    diff: { removed: string; added: string };
  }
  interface PaletteOptions {
    stateAlpha?: PaletteOptions['primary'];
    stateBeta?: PaletteOptions['primary'];
    stateShutdown?: PaletteOptions['primary'];
    placeholder?: { main: string; contrastText: string };
    focusRing?: string;
    diff?: { removed: string; added: string };
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    stateAlpha: true;
    stateBeta: true;
    stateShutdown: true;
  }
}

function color(token: ColorToken) {
  return { ...token };
}

function paletteFrom(tokens: SchemeTokens) {
  return {
    // getContrastText() picks white only when it reaches AA (MUI's default is 3:1).
    contrastThreshold: 4.5,
    primary: color(tokens.primary),
    secondary: color(tokens.secondary),
    error: color(tokens.error),
    warning: color(tokens.warning),
    info: color(tokens.info),
    success: color(tokens.success),
    stateAlpha: color(tokens.stateAlpha),
    stateBeta: color(tokens.stateBeta),
    stateShutdown: color(tokens.stateShutdown),
    placeholder: { ...tokens.placeholder },
    focusRing: tokens.focusRing,
    diff: { ...tokens.diff },
    background: { ...tokens.background },
    text: { ...tokens.text },
    divider: tokens.divider,
  };
}

export function createAppTheme() {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data' },
    colorSchemes: {
      light: { palette: paletteFrom(lightScheme) },
      dark: { palette: paletteFrom(darkScheme) },
    },
    typography: typographyTokens,
    shape: shapeTokens,
    components: componentOverrides,
  });
}

export const theme = createAppTheme();

/**
 * The theme with the page's CSP nonce on the components that write their own
 * <style> element through React rather than emotion: the DataGrid's CSS
 * variables (a nonce-less one is blocked by the style-src policy).
 */
export function themeWithNonce(nonce: string | undefined): typeof theme {
  if (!nonce) return theme;
  return { ...theme, components: { ...theme.components, MuiDataGrid: { ...theme.components?.MuiDataGrid, defaultProps: { ...theme.components?.MuiDataGrid?.defaultProps, nonce } } } };
}

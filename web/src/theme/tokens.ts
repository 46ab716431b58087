/**
 * Design tokens: the raw palette, type and shape the theme is built from
 * (design.md §5). Plain data, no React and no MUI runtime, so the contrast
 * rules in `tokens.test.ts` can check them directly. Every text/background
 * pair below meets WCAG 2.2 AA (4.5:1) in both schemes; the test enforces it.
 *
 * Components never use literal colours: they refer to these through the theme
 * (`sx={{ color: 'stateAlpha.contrastText' }}`, `theme.vars.palette…`).
 */

export interface ColorToken {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

export interface SchemeTokens {
  primary: ColorToken;
  secondary: ColorToken;
  error: ColorToken;
  warning: ColorToken;
  info: ColorToken;
  success: ColorToken;
  /** Add-on state tags (spec §4): Alpha orange, Beta blue, Shutdown red. */
  stateAlpha: ColorToken;
  stateBeta: ColorToken;
  stateShutdown: ColorToken;
  /** Placeholder tile behind add-ons without an icon; also the avatar's initials. */
  placeholder: { main: string; contrastText: string };
  /** Keyboard focus ring. */
  focusRing: string;
  /** Review-before-save backgrounds behind old (removed) and new (added) text. */
  diff: { removed: string; added: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
}

export const lightScheme: SchemeTokens = {
  primary: { main: '#5B3B8C', light: '#7E62A8', dark: '#3F2466', contrastText: '#FFFFFF' },
  secondary: { main: '#00695C', light: '#338A7F', dark: '#004940', contrastText: '#FFFFFF' },
  error: { main: '#C62828', light: '#E57373', dark: '#8E1B1B', contrastText: '#FFFFFF' },
  warning: { main: '#9A4A00', light: '#FFB74D', dark: '#6B3300', contrastText: '#FFFFFF' },
  info: { main: '#0B63C5', light: '#64B5F6', dark: '#08458A', contrastText: '#FFFFFF' },
  success: { main: '#2E7D32', light: '#81C784', dark: '#1B5E20', contrastText: '#FFFFFF' },
  stateAlpha: { main: '#C2410C', light: '#EA580C', dark: '#9A3412', contrastText: '#FFFFFF' },
  stateBeta: { main: '#1D4ED8', light: '#3B82F6', dark: '#1E3A8A', contrastText: '#FFFFFF' },
  stateShutdown: { main: '#B91C1C', light: '#EF4444', dark: '#7F1D1D', contrastText: '#FFFFFF' },
  placeholder: { main: '#E9E4F2', contrastText: '#3F2466' },
  focusRing: '#5B3B8C',
  diff: { removed: '#FCE8E8', added: '#E3F4E4' },
  background: { default: '#F6F5F9', paper: '#FFFFFF' },
  text: { primary: '#1F1B24', secondary: '#5C5866' },
  divider: '#D9D5E0',
};

export const darkScheme: SchemeTokens = {
  primary: { main: '#C9B3F0', light: '#E2D6F7', dark: '#9D85C7', contrastText: '#1A0F2E' },
  secondary: { main: '#80CBC4', light: '#B2DFDB', dark: '#4F9A94', contrastText: '#0A1F1C' },
  error: { main: '#EF9A9A', light: '#FFCDD2', dark: '#E57373', contrastText: '#2A0A0A' },
  warning: { main: '#FFB74D', light: '#FFD699', dark: '#F59E0B', contrastText: '#2B1700' },
  info: { main: '#90CAF9', light: '#BBDEFB', dark: '#64B5F6', contrastText: '#0A1929' },
  success: { main: '#81C784', light: '#A5D6A7', dark: '#66BB6A', contrastText: '#0B1F0C' },
  stateAlpha: { main: '#FDBA74', light: '#FED7AA', dark: '#FB923C', contrastText: '#2B1300' },
  stateBeta: { main: '#93C5FD', light: '#BFDBFE', dark: '#60A5FA', contrastText: '#0B1A33' },
  stateShutdown: { main: '#FCA5A5', light: '#FECACA', dark: '#F87171', contrastText: '#2A0A0A' },
  placeholder: { main: '#2E2840', contrastText: '#E2D6F7' },
  focusRing: '#C9B3F0',
  diff: { removed: '#3D1F24', added: '#1C3322' },
  background: { default: '#121418', paper: '#1C1F26' },
  text: { primary: '#F2F1F5', secondary: '#B9B5C2' },
  divider: '#3A3645',
};

export const fontFamily = ['Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export const typographyTokens = {
  fontFamily,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: { fontSize: '2rem', fontWeight: 500, lineHeight: 1.25 },
  h2: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
  h3: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.35 },
  h4: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.4 },
  button: { textTransform: 'none' as const, fontWeight: 500 },
} as const;

export const shapeTokens = { borderRadius: 8 } as const;

/** Sizes the layout relies on (spec §5/§9: icons are 70×70). */
export const sizeTokens = {
  addonIcon: 70,
  headerAvatar: 36,
  contentMaxWidth: 'lg',
} as const;

/**
 * Per-component customisations, kept apart from the tokens (design.md §5).
 * Colours come from the theme's CSS variables, never literals.
 */
import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

type AppTheme = Omit<Theme, 'components'> & CssVarsTheme;

const focusRing = (theme: AppTheme) => ({
  outline: `3px solid ${theme.vars.palette.focusRing}`,
  outlineOffset: '2px',
});

export const componentOverrides: Components<AppTheme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      ':focus-visible': focusRing(theme as AppTheme),
      // Targets of "skip to content" and route changes are focused
      // programmatically; they are not controls and show no ring.
      '[tabindex="-1"]:focus': { outline: 'none' },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          transitionDuration: '0.01ms !important',
        },
      },
    }),
  },
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
  },
  MuiLink: {
    // Links are told apart by more than colour (WCAG 1.4.1).
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({ '&:focus-visible': { ...focusRing(theme), borderRadius: 2 } }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
  },
  MuiChip: {
    styleOverrides: {
      root: { fontWeight: 500 },
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      // A read-only field (a GA plan's price, a saved plan's slug) must not
      // look like one waiting for input (issue 21): a tinted fill and a
      // dashed outline, while the value keeps full contrast and stays
      // selectable and announced as read-only.
      root: ({ theme }) => ({
        '&:has(> input[readonly])': {
          backgroundColor: theme.vars.palette.action.hover,
          '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
        },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // Under a disabled field the help text often says why it is disabled
      // (Edit Feature's locked datatype): it must stay readable. MUI's default,
      // text.disabled, is below 4.5:1; text.secondary meets it (tokens.test.ts).
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars.palette.text.secondary } }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: { alignItems: 'flex-start' },
      message: { width: '100%' },
    },
  },
};

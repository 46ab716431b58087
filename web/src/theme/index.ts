export { createAppTheme, theme } from './theme';
export { darkScheme, lightScheme, sizeTokens, type SchemeTokens } from './tokens';

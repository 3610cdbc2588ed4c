import { DEFAULT_PRIMARY_COLOR, SECONDARY_DARKEN_AMOUNT, darken, readableTextColor } from '@storefront/contracts';

/**
 * The theme colours as CSS custom properties for <html>: the primary colour (SPEC §5 default
 * green), the secondary one darkened from it, and a readable text colour for each.
 */
export function themeColorProperties(color: string | null | undefined): Record<string, string> {
  const primary = color ?? DEFAULT_PRIMARY_COLOR;
  const secondary = darken(primary, SECONDARY_DARKEN_AMOUNT);
  return {
    '--color-primary': primary,
    '--color-on-primary': readableTextColor(primary),
    '--color-secondary': secondary,
    '--color-on-secondary': readableTextColor(secondary),
  };
}

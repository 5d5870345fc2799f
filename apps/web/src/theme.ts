import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core"

/**
 * Light variants (the Published badge, VISION only, status badges) put a colour's shade 9 on its pale
 * background: green gives 3.8:1, below WCAG AA's 4.5:1 for their small text. Their text is that shade darkened
 * by a third (6.5:1 for green), still reading as the colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  if (input.variant !== "light") return colors
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme })
  if (!parsed.isThemeColor || !parsed.color) return colors
  const text = darken(input.theme.colors[parsed.color]![9], 0.3)
  return { ...colors, color: text, hoverColor: text }
}

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white button text above WCAG AA contrast (4.5:1).
  primaryShade: 8,
  autoContrast: true,
  focusRing: "auto",
  defaultRadius: "md",
  variantColorResolver,
})

/**
 * Mantine's `dimmed` text (helper lines, intros, divider labels, the footer) is gray 6 on white: 3.3:1,
 * below WCAG AA's 4.5:1 for body-size text. Gray 7 reads as secondary and passes on white and gray 0 alike
 * (8.2:1 and 7.8:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { "--mantine-color-dimmed": theme.colors.gray[7] },
  dark: {},
})

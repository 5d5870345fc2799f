import { type CSSVariablesResolver, createTheme } from "@mantine/core"

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white button text above WCAG AA contrast (4.5:1).
  primaryShade: 8,
  autoContrast: true,
  focusRing: "auto",
  defaultRadius: "md",
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

import { createTheme } from "@mantine/core"

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white button text above WCAG AA contrast (4.5:1).
  primaryShade: 8,
  autoContrast: true,
  focusRing: "auto",
  defaultRadius: "md",
})

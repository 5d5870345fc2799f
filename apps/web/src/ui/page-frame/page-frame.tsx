import { Box, Container } from "@mantine/core"
import type { ReactNode } from "react"

export interface PageFrameProps {
  readonly children: ReactNode
  /**
   * Forms and texts read best in a narrower column; it still starts at the frame's left edge, so the page
   * lines up with the header and with every other page.
   */
  readonly narrow?: boolean
}

/**
 * The app's content column: every page sits in it, as wide as the header's, so moving between pages never
 * moves the content's left edge (apps/web/e2e/page-frame.e2e.test.ts holds the routes to it).
 */
export function PageFrame({ children, narrow = false }: PageFrameProps) {
  return (
    <Container size="lg" py="xl" data-page-frame="">
      {narrow ? (
        <Box maw="calc(var(--container-size-md) - 2 * var(--mantine-spacing-md))">{children}</Box>
      ) : (
        children
      )}
    </Container>
  )
}

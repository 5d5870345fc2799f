import { Text } from "@mantine/core"
import type { ReactNode } from "react"

/** One labelled fact of a detail card, as a term and its description. */
export function DetailFact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  )
}

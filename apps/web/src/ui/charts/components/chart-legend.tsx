import { ColorSwatch, Group, Text } from "@mantine/core"

export interface LegendEntry {
  readonly name: string
  readonly colour: string
}

/** The names of a chart's series beside their colours. */
export function ChartLegend({ entries }: { readonly entries: readonly LegendEntry[] }) {
  return (
    <Group gap="md" justify="center">
      {entries.map((entry) => (
        <Group key={entry.name} gap={6} wrap="nowrap">
          <ColorSwatch color={entry.colour} size={10} radius={2} withShadow={false} />
          <Text span size="xs">
            {entry.name}
          </Text>
        </Group>
      ))}
    </Group>
  )
}

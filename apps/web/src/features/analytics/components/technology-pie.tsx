import { analyticsMessages } from "@ignite/contracts/texts"
import { Box, ColorSwatch, Stack, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core"
import { PieChart } from "../../../ui/charts/components/pie-chart"
import { emptyChartColour } from "../chart-palette"
import type { TechnologySlice } from "../technology-slices"

export interface TechnologyPieProps {
  readonly title: string
  /** The top ten, largest first, zeros hidden (technology-slices.ts); none gives the 'No Results' chart. */
  readonly slices: readonly TechnologySlice[]
  readonly onSlice: (slice: TechnologySlice) => void
}

const emptyPie = [{ name: analyticsMessages.noResults, value: 1, fill: emptyChartColour }]

/**
 * One pie of Technology Types At a Glance. The drawing is for pointers (a slice opens the list behind it);
 * the legend beneath says the same in text and its buttons do the same for keyboards and screen readers.
 */
export function TechnologyPie({ title, slices, onSlice }: TechnologyPieProps) {
  const empty = slices.length === 0
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" ta="center">
        {title}
      </Title>
      <Box aria-hidden w="100%" maw={220} mx="auto" style={{ aspectRatio: 1 }}>
        <PieChart
          slices={empty ? emptyPie : slices}
          onSlice={empty ? undefined : (index) => slices[index] && onSlice(slices[index])}
        />
      </Box>
      {empty ? (
        <Text size="sm" c="dimmed" ta="center">
          {analyticsMessages.noResults}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={2}
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={`${title} by technology type`}
        >
          {slices.map((slice) => (
            <li key={slice.id}>
              <UnstyledButton
                onClick={() => onSlice(slice)}
                fz="sm"
                w="100%"
                style={{ display: "flex", gap: 8, alignItems: "center" }}
              >
                <ColorSwatch color={slice.fill} size={12} withShadow={false} aria-hidden />
                <Text span size="sm" style={{ flex: 1 }}>
                  {slice.name}
                </Text>
                <VisuallyHidden>: </VisuallyHidden>
                <Text span size="sm" fw={600}>
                  {slice.value.toLocaleString("en-US")}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

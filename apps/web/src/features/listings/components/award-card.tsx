import type { Award } from "@ignite/contracts"
import { Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core"
import { awardDate } from "../award-dates"
import { listingViewMessages } from "../messages"

const orNa = (value: string | number | null) =>
  value === null || value === "" ? listingViewMessages.notAvailable : value

/** An award in the list (spec 02 §2 Award card); the whole card opens its details. */
export function AwardCard({ award, onOpen }: { readonly award: Award; readonly onOpen: () => void }) {
  return (
    <Paper withBorder radius="md" component="article" aria-label={award.awardTitle}>
      <UnstyledButton onClick={onOpen} p="md" w="100%">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {award.awardTitle}
          </Title>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">Contract: {orNa(award.contractNumber)}</Text>
            <Text size="sm">Year: {orNa(award.awardYear)}</Text>
            <Text size="sm">Phase: {orNa(award.phase)}</Text>
            <Text size="sm">Start: {awardDate(award.contractStartDate)}</Text>
            <Text size="sm">End: {awardDate(award.contractEndDate)}</Text>
          </Group>
          {award.awardAbstract && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {award.awardAbstract}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
    </Paper>
  )
}

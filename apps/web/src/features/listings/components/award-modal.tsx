import type { Award } from "@ignite/contracts"
import { Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useTRPC } from "../../../lib/trpc"
import { QueryView } from "../../../ui/errors/query-view"
import { awardDate } from "../award-dates"
import { listingViewMessages } from "../messages"
import { awardOptions, type ListingSide } from "../queries"

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })

const shown = (value: string | number | null) =>
  value === null || value === "" ? listingViewMessages.notAvailable : String(value)

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function Facts({ facts }: { readonly facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}

function Prose({ text }: { readonly text: string | null }) {
  return text ? (
    <Text size="sm" style={{ whiteSpace: "pre-line" }}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {listingViewMessages.nothingToShow}
    </Text>
  )
}

/** The award's read-only view: its facts come from third-party sources (spec 02 §2 Artifact details). */
export function AwardDetails({ award }: { readonly award: Award }) {
  return (
    <Stack gap="lg">
      <Section title="Detail">
        <Facts
          facts={[
            ["Agency", award.agency],
            ["Branch", shown(award.branch)],
            ["Program", shown(award.program)],
            ["Phase", shown(award.phase)],
            ["Award year", shown(award.awardYear)],
            [
              "Award amount",
              award.awardAmount === null ? listingViewMessages.notAvailable : money.format(award.awardAmount),
            ],
            ["State", shown(award.state)],
            ["Agency tracking number", shown(award.agencyTrackingNumber)],
            ["Solicitation number", shown(award.solicitationNumber)],
            ["Topic code", shown(award.topicCode)],
          ]}
        />
      </Section>
      <Section title="Technology Types">
        <Text size="sm" c="dimmed">
          {listingViewMessages.noTechnologyTypes}
        </Text>
      </Section>
      <Section title="Contract">
        <Facts
          facts={[
            ["Contract number", shown(award.contractNumber)],
            ["Award date", awardDate(award.contractAwardDate)],
            ["Start date", awardDate(award.contractStartDate)],
            ["End date", awardDate(award.contractEndDate)],
            ["Product service code", shown(award.productServiceCode)],
            ["Principal NAICS code", shown(award.principleNaicsCode)],
          ]}
        />
      </Section>
      <Section title="PI">
        <Facts
          facts={[
            ["Name", shown(award.piName)],
            ["Title", shown(award.piTitle)],
            ["Phone", shown(award.piPhone)],
            ["Email", shown(award.piEmail)],
            ["Research institution", shown(award.researchInstitutionName)],
          ]}
        />
      </Section>
      <Section title="Description">
        <Prose text={award.awardAbstract} />
      </Section>
      <Section title="Anticipated Benefits">
        <Prose text={award.anticipatedBenefits} />
      </Section>
    </Stack>
  )
}

export interface AwardModalProps {
  readonly listingId: string
  readonly side: ListingSide
  readonly awardId: string
  readonly onClose: () => void
}

/** Opened from `artifactId` + `artifactType=award` in the address; closing clears them. */
export function AwardModal({ listingId, side, awardId, onClose }: AwardModalProps) {
  const trpc = useTRPC()
  const award = useQuery(awardOptions(trpc, side, listingId, awardId))
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={award.data?.awardTitle ?? "Award"}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <QueryView query={award} loading="Loading the award" failed={listingViewMessages.awardLoadFailed}>
        {(details) => <AwardDetails award={details} />}
      </QueryView>
    </Modal>
  )
}

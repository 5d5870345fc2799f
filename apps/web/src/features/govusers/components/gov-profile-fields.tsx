import { govUserMessages, linesOfEffortLimits } from "@ignite/contracts/texts"
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { selectOptions } from "../../../ui/forms/select-options"
import { LazyRichTextEditor } from "../../../ui/rich-text/lazy-rich-text-editor"
import {
  canAddLine,
  type GovProfileField,
  type GovProfileValues,
  newLine,
  removeLine,
  wordCount,
} from "../gov-profile-form"

export interface GovProfileFieldsProps {
  readonly values: GovProfileValues
  readonly onChange: (values: GovProfileValues) => void
  /** Problems to show now (after a submit or from the server). */
  readonly errors: Partial<Record<GovProfileField, string>>
  readonly busy: boolean
  /** The organisation's name when editing, so the select shows it before any search. */
  readonly organizationLabel?: string
  /** /gov_user asks for the organisation and the profile in sections of their own. */
  readonly part?: "organization" | "profile" | "all"
}

/**
 * The government profile (spec 01 §5): organisation (server-paged, searchable), technology types,
 * classifications grouped by category ('Other' when none), lines of effort, the problem statement, location
 * and the year government service began. Shared by /gov_user and Edit Profile.
 */
export function GovProfileFields({
  values,
  onChange,
  errors,
  busy,
  organizationLabel,
  part = "all",
}: GovProfileFieldsProps) {
  const trpc = useTRPC()
  const [organizationSearch, setOrganizationSearch] = useState("")
  const organizations = useQuery({
    ...trpc.reference.govUserOrganizations.queryOptions({
      search: organizationSearch,
      perPage: 10,
      eager: "category",
      sort: "category",
    }),
    placeholderData: keepPreviousData,
  })
  const technologyTypes = useQuery(trpc.reference.technologyTypes.queryOptions())
  const classifications = useQuery(trpc.reference.govUserClassifications.queryOptions())
  const set = (patch: Partial<GovProfileValues>) => onChange({ ...values, ...patch })

  const organizationOptions = (organizations.data?.data ?? []).map((organization) => ({
    value: organization.id,
    label: organization.longName,
  }))
  if (
    values.govUserOrganizationId &&
    organizationLabel &&
    !organizationOptions.some((option) => option.value === values.govUserOrganizationId)
  )
    organizationOptions.unshift({ value: values.govUserOrganizationId, label: organizationLabel })
  const classificationGroups = new Map<string, { value: string; label: string }[]>()
  for (const item of classifications.data ?? []) {
    const group = item.govUserClassificationCategory?.name ?? govUserMessages.otherCategory
    classificationGroups.set(group, [
      ...(classificationGroups.get(group) ?? []),
      { value: item.id, label: item.description },
    ])
  }
  const lines = values.lines.filter((line) => !line.destroy)

  const organization = (
    <Select
      label="Organization"
      placeholder="Search organizations"
      required
      searchable
      clearable
      disabled={busy}
      data={organizationOptions}
      value={values.govUserOrganizationId || null}
      onChange={(id) => set({ govUserOrganizationId: id ?? "" })}
      searchValue={organizationSearch}
      onSearchChange={setOrganizationSearch}
      filter={({ options }) => options}
      nothingFoundMessage={organizations.isFetching ? "Searching..." : "No organizations found"}
      error={errors.govUserOrganizationId}
    />
  )
  if (part === "organization") return organization
  return (
    <Stack gap="md">
      {part === "all" && organization}
      <MultiSelect
        label="Technology Types"
        placeholder="Select technology types"
        required
        searchable
        disabled={busy}
        data={selectOptions(technologyTypes.data)}
        value={[...values.technologyTypeIds]}
        onChange={(ids) => set({ technologyTypeIds: ids })}
        error={errors.technologyTypes}
      />
      <MultiSelect
        label="Classifications"
        placeholder="Select classifications"
        required
        searchable
        disabled={busy}
        data={[...classificationGroups].map(([group, items]) => ({ group, items }))}
        value={[...values.classificationIds]}
        onChange={(ids) => set({ classificationIds: ids })}
        error={errors.govUserClassifications}
      />
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Lines of Effort <span aria-hidden="true">*</span>
        </Text>
        <Text size="xs" c="dimmed">
          What you are working on, up to {linesOfEffortLimits.maxItems}. {govUserMessages.linesOfEffortHint}.
        </Text>
        {lines.map((line, index) => (
          <Group key={line.key} align="flex-start" wrap="nowrap">
            <Textarea
              aria-label={`Line of effort ${index + 1}`}
              style={{ flex: 1 }}
              rows={2}
              maxLength={linesOfEffortLimits.maxLength}
              disabled={busy}
              value={line.details}
              description={`${wordCount(line.details)} words, ${line.details.length}/${linesOfEffortLimits.maxLength} characters`}
              onChange={(event) => {
                const details = event.currentTarget.value
                set({ lines: values.lines.map((row) => (row.key === line.key ? { ...row, details } : row)) })
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove line of effort ${index + 1}`}
              disabled={busy || lines.length === 1}
              onClick={() => set({ lines: removeLine(values.lines, line.key) })}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors.linesOfEffort && (
          <Text size="xs" c="red" role="alert">
            {errors.linesOfEffort}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          disabled={busy || !canAddLine(values.lines)}
          onClick={() => set({ lines: [...values.lines, newLine()] })}
        >
          Add Line of Effort
        </Button>
      </Stack>
      <LazyRichTextEditor
        label="Problem Statement & Role Description"
        description="What problems are you trying to solve, and what is your role?"
        required
        disabled={busy}
        value={values.profileDetail}
        onChange={(profileDetail) => set({ profileDetail })}
        error={errors.profileDetail}
        testId="problem-statement"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="City"
          disabled={busy}
          value={values.city}
          onChange={(event) => set({ city: event.currentTarget.value })}
        />
        <TextInput
          label="State / Province"
          disabled={busy}
          value={values.stateOrProvince}
          onChange={(event) => set({ stateOrProvince: event.currentTarget.value })}
        />
        <TextInput
          label="Country"
          disabled={busy}
          value={values.country}
          onChange={(event) => set({ country: event.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label="Government Employee Since (year)"
        inputMode="numeric"
        maxLength={4}
        disabled={busy}
        value={values.govEmployeeSinceYear}
        onChange={(event) => set({ govEmployeeSinceYear: event.currentTarget.value })}
        error={errors.govEmployeeSinceYear}
      />
    </Stack>
  )
}

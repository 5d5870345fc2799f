import { type ArtifactKind, artifactMessages } from "@ignite/contracts"
import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTRPC } from "../../../../lib/trpc"
import { selectOptions } from "../../../../ui/forms/select-options"
import { ImageUploader } from "../../../../ui/image-upload/components/image-uploader"
import { notify } from "../../../../ui/notifications/notification-store"
import { hasTechnologyTypes } from "../artifact-kinds"
import type { ArtifactForm } from "../hooks/use-artifact-form"

export interface ArtifactStepProps {
  readonly form: ArtifactForm
  readonly kind: ArtifactKind
  readonly busy: boolean
  readonly currentLogo: string | null
  readonly onCroppingChange: (cropping: boolean) => void
}

/** Step one: the artifact's own fields (technology types for services and products, dates for use cases). */
export function ArtifactStep({ form, kind, busy, currentLogo, onCroppingChange }: ArtifactStepProps) {
  const trpc = useTRPC()
  const technologyTypes = useQuery({
    ...trpc.reference.technologyTypes.queryOptions(),
    enabled: hasTechnologyTypes(kind),
  })
  const { values } = form
  // Spec 02 §8: the choices could not be loaded (3 s); the rest of the form still works.
  useEffect(() => {
    if (technologyTypes.isError)
      notify({
        message: artifactMessages.populateFailed("technology types"),
        severity: "danger",
        autoClearMs: 3000,
      })
  }, [technologyTypes.isError])
  return (
    <Stack gap="md" pt="md">
      <TextInput label="Name" required maxLength={200} disabled={busy} {...form.field("name")} />
      <Textarea
        label="Description"
        required
        rows={4}
        maxLength={10_000}
        disabled={busy}
        {...form.field("description")}
      />
      <TextInput
        label="URL"
        type="url"
        placeholder="https://"
        maxLength={2000}
        disabled={busy}
        {...form.field("url")}
      />
      <ImageUploader
        label="Logo"
        currentImageUrl={currentLogo}
        placeholderName={values.name}
        onChange={(image) => form.setField("logo", image?.file ?? null)}
        onCroppingChange={onCroppingChange}
        disabled={busy}
      />
      {hasTechnologyTypes(kind) ? (
        <MultiSelect
          label="Technology Types"
          placeholder="Select technology types"
          searchable
          disabled={busy}
          data={selectOptions(technologyTypes.data)}
          value={values.technologyTypeIds}
          onChange={(ids) => form.setField("technologyTypeIds", ids)}
          onBlur={() => form.touch("technologyTypeIds")}
          error={form.errorOf("technologyTypeIds")}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Start date" type="date" disabled={busy} {...form.field("startDate")} />
          <TextInput label="End date" type="date" disabled={busy} {...form.field("endDate")} />
        </SimpleGrid>
      )}
    </Stack>
  )
}

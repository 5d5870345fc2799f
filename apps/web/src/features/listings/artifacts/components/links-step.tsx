import { TextInput } from "@mantine/core"
import { newLinkRow } from "../artifact-form"
import type { ArtifactForm } from "../hooks/use-artifact-form"
import { RowsStep } from "./rows-step"

/** Step three: links, each with a name, a description and a url. */
export function LinksStep({ form, busy }: { readonly form: ArtifactForm; readonly busy: boolean }) {
  return (
    <RowsStep form={form} busy={busy} list="links" noun="Link" newRow={newLinkRow}>
      {(_, index) => (
        <TextInput
          label="Link url"
          type="url"
          required
          placeholder="https://"
          maxLength={2000}
          disabled={busy}
          {...form.field(`links.${index}.url`)}
        />
      )}
    </RowsStep>
  )
}

import type { ArtifactKind } from "@ignite/contracts"
import { useCallback } from "react"
import { valueAt } from "../../../../lib/form-paths"
import { type TextPath, useForm } from "../../../../lib/use-form"
import { useRefusedFields } from "../../../../lib/use-refused-fields"
import { type ArtifactFormValues, artifactFormErrors } from "../artifact-form"

/**
 * The artifact create/edit form on the house form (lib/use-form): a field's problem, a row's included
 * (`links.0.url`), shows once it was left or its step was checked; the server's problems show under their
 * fields while the field holds what was sent.
 */
export const useArtifactForm = (kind: ArtifactKind, initial: ArtifactFormValues) => {
  const validate = useCallback((values: ArtifactFormValues) => artifactFormErrors(kind, values), [kind])
  const form = useForm<ArtifactFormValues, string>(initial, validate)
  const refused = useRefusedFields<ArtifactFormValues, string>()
  const errorOf = (path: string) => form.errorOf(path) ?? refused.errorOf(path, valueAt(form.values, path))
  return {
    ...form,
    errorOf,
    /** A text field's props for a Mantine input, a row's field by its path. */
    field: (path: TextPath<ArtifactFormValues>) => ({ ...form.field(path), error: errorOf(path) }),
    refuse: refused.refuse,
  }
}

export type ArtifactForm = ReturnType<typeof useArtifactForm>

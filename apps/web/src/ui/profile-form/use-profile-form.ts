import type { FieldIssue } from "@ignite/contracts"
import { useMemo, useRef, useState } from "react"
import {
  addSocialRow,
  hasProfileErrors,
  type ProfileField,
  type ProfileValues,
  placeProfileIssues,
  removeSocialRow,
  type SocialRow,
  updateSocialRow,
  validateProfile,
} from "./profile-form"

/** What the server refused, placed on the values it was sent. */
interface ServerIssues extends ReturnType<typeof placeProfileIssues> {
  readonly sent: ProfileValues
}

/**
 * The Edit Profile form's state. Submit stays disabled while anything is wrong, so a problem shows as soon
 * as the field was changed or left, not only after a submit that cannot happen. A problem the server found
 * shows under its field until that field is edited.
 */
export const useProfileForm = (initial: ProfileValues, government: boolean) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [server, setServer] = useState<ServerIssues | null>(null)
  const nextKey = useRef(0)
  const errors = useMemo(() => validateProfile(values, government), [values, government])

  const serverError = (name: ProfileField) =>
    server && values[name] === server.sent[name] ? server.fields[name] : undefined
  const serverSocialError = (row: SocialRow) => {
    const sent = server?.sent.socialAccounts.find((candidate) => candidate.key === row.key)
    return sent && sent.identifier === row.identifier ? server?.social[row.key] : undefined
  }

  const touch = (name: string) =>
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)))

  const shown = (name: string, changed: boolean, error: string | undefined) =>
    changed || touched.has(name) ? error : undefined

  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => touch(name),
    error: shown(name, values[name] !== initial[name], errors.fields[name]) ?? serverError(name),
  })

  const initialRow = (key: string) => initial.socialAccounts.find((row) => row.key === key)
  const socialError = (row: SocialRow) =>
    shown(
      `social:${row.key}`,
      row.identifier !== (initialRow(row.key)?.identifier ?? ""),
      errors.social[row.key],
    ) ?? serverSocialError(row)

  return {
    values,
    isValid: !hasProfileErrors(errors),
    field,
    socialError,
    /** Problems the server named that belong to no field of the form. */
    unplacedServerIssues: server?.unplaced ?? [],
    /** The server's field problems for the values just sent; none clears them. */
    showServerIssues: (issues: readonly FieldIssue[]) =>
      setServer(
        issues.length > 0 ? { sent: values, ...placeProfileIssues(issues, values, government) } : null,
      ),
    touchSocial: (key: string) => touch(`social:${key}`),
    addSocial: () =>
      setValues((previous) => ({
        ...previous,
        socialAccounts: addSocialRow(previous.socialAccounts, `new-${nextKey.current++}`),
      })),
    removeSocial: (key: string) =>
      setValues((previous) => ({
        ...previous,
        socialAccounts: removeSocialRow(previous.socialAccounts, key),
      })),
    updateSocial: (key: string, change: Partial<Pick<SocialRow, "socialMediaTypeId" | "identifier">>) =>
      setValues((previous) => ({
        ...previous,
        socialAccounts: updateSocialRow(previous.socialAccounts, key, change),
      })),
  }
}

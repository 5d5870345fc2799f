import { useMemo, useRef, useState } from "react"
import {
  addSocialRow,
  hasProfileErrors,
  type ProfileField,
  type ProfileValues,
  removeSocialRow,
  type SocialRow,
  updateSocialRow,
  validateProfile,
} from "../profile-form"

/**
 * The Edit Profile form's state. Submit stays disabled while anything is wrong, so a problem shows as soon
 * as the field was changed or left, not only after a submit that cannot happen.
 */
export const useProfileForm = (initial: ProfileValues, government: boolean) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const nextKey = useRef(0)
  const errors = useMemo(() => validateProfile(values, government), [values, government])

  const touch = (name: string) =>
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)))

  const shown = (name: string, changed: boolean, error: string | undefined) =>
    changed || touched.has(name) ? error : undefined

  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => touch(name),
    error: shown(name, values[name] !== initial[name], errors.fields[name]),
  })

  const initialRow = (key: string) => initial.socialAccounts.find((row) => row.key === key)
  const socialError = (row: SocialRow) =>
    shown(
      `social:${row.key}`,
      row.identifier !== (initialRow(row.key)?.identifier ?? ""),
      errors.social[row.key],
    )

  return {
    values,
    isValid: !hasProfileErrors(errors),
    field,
    socialError,
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

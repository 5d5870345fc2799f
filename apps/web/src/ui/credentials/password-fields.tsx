import { PasswordInput, type PasswordInputProps } from "@mantine/core"

type FieldBinding = Pick<PasswordInputProps, "name" | "value" | "onChange" | "onBlur" | "error" | "disabled">

export interface PasswordFieldsProps {
  /** The new password and its confirmation, as `useForm().field(...)` binds them. */
  readonly password: FieldBinding
  readonly confirmation: FieldBinding
  /** Sign-up asks for a password, not a new one. */
  readonly labels?: { readonly password: string; readonly confirmation: string }
}

const newPasswordLabels = { password: "New Password", confirmation: "Confirm New Password" }

/**
 * A new password with the spec 01 §5 rules spelled out, and its confirmation. The mismatch message is each
 * form's own ('New passwords must match', 'Passwords must match'): it comes with the form's validation.
 */
export function PasswordFields({ password, confirmation, labels = newPasswordLabels }: PasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        description="At least 6 characters, with a capital and a lowercase letter, a number and one of #?!@$%^&*-"
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label={labels.confirmation} autoComplete="new-password" required {...confirmation} />
    </>
  )
}

import { PasswordInput, type PasswordInputProps } from "@mantine/core"

type FieldBinding = Pick<PasswordInputProps, "name" | "value" | "onChange" | "onBlur" | "error">

export interface PasswordFieldsProps {
  /** The new password and its confirmation, as `useForm().field(...)` binds them. */
  readonly password: FieldBinding
  readonly confirmation: FieldBinding
}

/**
 * A new password with the spec 01 §5 rules spelled out, and its confirmation. The mismatch message is each
 * form's own ('New passwords must match', 'Passwords must match'): it comes with the form's validation.
 */
export function PasswordFields({ password, confirmation }: PasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New Password"
        description="At least 6 characters, with a capital and a lowercase letter, a number and one of #?!@$%^&*-"
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label="Confirm New Password" autoComplete="new-password" required {...confirmation} />
    </>
  )
}

import { InviteInput } from "@ignite/contracts"
import { schemaFieldErrors } from "../../lib/schema-errors"
import type { FieldErrors } from "../../lib/use-form"

/** Invite User and Edit Invite (spec 01 §5 "Invite form"). */
export interface InviteValues extends Record<string, string> {
  firstName: string
  lastName: string
  email: string
}

export const emptyInvite: InviteValues = { firstName: "", lastName: "", email: "" }

/** Names of at least 2 ('Must be a minimum of 2 characters'), a valid email ('Please Enter Valid Email'). */
export const validateInvite = (values: InviteValues) =>
  schemaFieldErrors(InviteInput, values) as FieldErrors<InviteValues>

export const trimInvite = (values: InviteValues): InviteValues => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
})

/** Spec 01 §4: 'Invited' until the invite's link expires, then 'Invite Expired'. */
export const inviteExpired = (inviteTokenExpiry: string, now: number) => Date.parse(inviteTokenExpiry) <= now

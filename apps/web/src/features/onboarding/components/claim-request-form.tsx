import { accountMessages } from "@ignite/contracts/texts"
import { Button, Loader, Stack, Text, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { CaptchaField } from "../../../ui/captcha/captcha-field"
import { useCaptcha } from "../../../ui/captcha/use-captcha"
import { FormSection } from "../../../ui/forms/form-section"
import { notify } from "../../../ui/notifications/notification-store"
import {
  type ClaimRequestValues,
  claimFailure,
  emptyClaimRequest,
  validateClaimRequest,
} from "../claim-request"
import { type UniqueEntityCheck, useUniqueEntityCheck } from "../hooks/use-unique-entity-check"

/** What the check found, under the field: the company's name, or why the id will not do. */
const checkError = (check: UniqueEntityCheck) =>
  check.status === "unknown"
    ? accountMessages.invalidUniqueEntityId
    : check.status === "failed"
      ? accountMessages.uniqueEntityIdCheckFailed
      : undefined

/**
 * /claim (spec 01 §2): the company by its Unique Entity Id, the claimant, a captcha. The claim link goes to
 * the point of contact the government registry lists; /claim_result says what happened.
 */
export function ClaimRequestForm() {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const form = useForm(emptyClaimRequest, validateClaimRequest)
  const captcha = useCaptcha()
  const { check, flush } = useUniqueEntityCheck(form.values.uniqueEntityId)
  const refused = useRefusedFields<ClaimRequestValues>()

  const request = useMutation({
    ...trpc.accounts.requestClaim.mutationOptions(),
    onSuccess: ({ resultMessage, uniqueEntityId, email }) =>
      navigate({ to: "/claim_result", search: { resultMessage, uniqueEntityId, email } }),
    onError: (error, { recaptchaToken: _, ...sent }) => {
      const failure = claimFailure(error, sent)
      captcha.renew(failure.kind === "captcha")
      switch (failure.kind) {
        case "result":
          return navigate({ to: "/claim_result", search: failure.search })
        case "fields":
          return refused.refuse(sent, failure.errors)
        case "notify":
          return notify({ message: failure.message, severity: "danger" })
        case "captcha":
          return
      }
    },
  })

  const field = (name: keyof ClaimRequestValues & string) => {
    const bound = form.field(name)
    return { ...bound, error: bound.error ?? refused.errorOf(name, form.values[name]) }
  }
  const uniqueEntityId = field("uniqueEntityId")
  const checking = check.status === "checking"
  const blocked =
    !form.isValid || captcha.token === "" || checking || check.status === "unknown" || request.isPending

  return (
    <AuthCard
      title="Request to Claim Account"
      intro="Claim your company's Ignite account with its Unique Entity Id. We send the claim link to the point of contact the government registry lists for your company."
    >
      <form
        noValidate
        aria-label="Request to claim account"
        onSubmit={form.onSubmit((values) => {
          if (blocked) return
          request.mutate({
            uniqueEntityId: values.uniqueEntityId.trim(),
            email: values.email.trim(),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            recaptchaToken: captcha.token,
          })
        })}
      >
        <Stack gap="lg">
          <FormSection title="Account">
            <TextInput
              label="Unique Entity Id"
              autoComplete="off"
              required
              {...uniqueEntityId}
              onBlur={() => {
                uniqueEntityId.onBlur()
                flush()
              }}
              error={uniqueEntityId.error ?? checkError(check)}
              rightSection={checking ? <Loader size="xs" aria-label="Checking the Unique Entity Id" /> : null}
              description={
                check.status === "found" ? (
                  <Text component="span" size="sm" c="teal.9" fw={600} aria-live="polite">
                    {check.account.name}
                  </Text>
                ) : (
                  "The 12-character id your company has in the government registry (SAM.gov)."
                )
              }
            />
          </FormSection>
          <FormSection title="Your Information">
            <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
            <TextInput label="First Name" autoComplete="given-name" required {...field("firstName")} />
            <TextInput label="Last Name" autoComplete="family-name" required {...field("lastName")} />
          </FormSection>
          <CaptchaField {...captcha.field} />
          <Button type="submit" fullWidth loading={request.isPending} disabled={blocked}>
            Submit
          </Button>
        </Stack>
      </form>
      <AuthLinks targets={["/signin"]} />
    </AuthCard>
  )
}

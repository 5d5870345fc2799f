import { accountMessages } from "@ignite/contracts/texts"
import { Button, Stack } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { errorCodeOf, serverMessageOf } from "../../../lib/api-error"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useSessionActions } from "../../../lib/session/use-session-actions"
import { useTRPCClient } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { CaptchaField } from "../../../ui/captcha/captcha-field"
import { useCaptcha } from "../../../ui/captcha/use-captcha"
import { PasswordFields } from "../../../ui/credentials/password-fields"
import { type NewPasswordValues, validateNewPassword } from "../../../ui/credentials/validation"
import { FormSection } from "../../../ui/forms/form-section"
import type { CroppedImage } from "../../../ui/image-upload/crop-image"
import { notify } from "../../../ui/notifications/notification-store"
import { initialSignUpProfile } from "../../../ui/profile-form/profile-form"
import { SignUpUserSection } from "../../../ui/profile-form/sign-up-user-section"
import { useProfileForm } from "../../../ui/profile-form/use-profile-form"
import {
  emptyLogin,
  type SignUpLink,
  type SignUpSubmission,
  signUpSucceeded,
  splitSignUpIssues,
  toSignUpSubmission,
} from "../sign-up"

const loginLabels = { password: "Password", confirmation: "Confirm Password" }

const intros: Record<SignUpLink["kind"], string> = {
  claim: "Create your login to take ownership of your company's account.",
  invite: "Create your login to join your company's account.",
}

export interface SignUpFormProps {
  readonly link: SignUpLink
  /** The names the link's check answered; the user may change them. */
  readonly firstName: string
  readonly lastName: string
}

/**
 * /claim_signup and /invite_signup (spec 01 §2): 'Your Login' (the email is the one the link was mailed
 * to, so it is not asked), 'Your User', a captcha. The answer signs the new user in.
 */
export function SignUpForm({ link, firstName, lastName }: SignUpFormProps) {
  const client = useTRPCClient()
  const { begin } = useSessionActions()
  const [initialProfile] = useState(() => initialSignUpProfile(firstName, lastName))
  const profile = useProfileForm(initialProfile, false)
  const login = useForm(emptyLogin, validateNewPassword)
  const refusedLogin = useRefusedFields<NewPasswordValues>()
  const captcha = useCaptcha()
  const [headshot, setHeadshot] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState(false)

  const signUp = useMutation({
    mutationFn: (submission: SignUpSubmission) =>
      link.kind === "claim"
        ? client.accounts.claimAccount.mutate({ ...submission, claimToken: link.claimToken })
        : client.accounts.acceptInvite.mutate({ ...submission, inviteToken: link.inviteToken }),
    // Spec 01 §4: the returned token becomes the session's, with a new salt, as at sign-in.
    onSuccess: async ({ token }) => {
      notify({ message: signUpSucceeded(link), severity: "success" })
      await begin(token, "/")
    },
    onError: (error, sent) => {
      captcha.renew(errorCodeOf(error) === "InvalidCaptcha")
      const issues = splitSignUpIssues(fieldIssuesOf(error))
      profile.showServerIssues(issues.profile)
      refusedLogin.refuse(
        { password: sent.password, passwordConfirmation: sent.passwordConfirmation },
        issues.login,
      )
      notifyFailure(error, serverMessageOf(error) ?? accountMessages.signUpFailed)
    },
  })
  const busy = signUp.isPending
  const blocked = !login.isValid || !profile.isValid || captcha.token === "" || cropping || busy

  const loginField = (name: keyof NewPasswordValues & string) => {
    const bound = login.field(name)
    return { ...bound, error: bound.error ?? refusedLogin.errorOf(name, login.values[name]), disabled: busy }
  }

  return (
    <AuthCard title="Sign Up" intro={intros[link.kind]} size={640}>
      <form
        noValidate
        aria-label="Sign up"
        onSubmit={login.onSubmit((credentials) => {
          if (blocked) return
          signUp.mutate(toSignUpSubmission(profile.values, credentials, captcha.token, headshot?.dataUrl))
        })}
      >
        <Stack gap="lg">
          <FormSection title="Your Login">
            <PasswordFields
              password={loginField("password")}
              confirmation={loginField("passwordConfirmation")}
              labels={loginLabels}
            />
          </FormSection>
          <SignUpUserSection
            form={profile}
            government={false}
            busy={busy}
            onHeadshotChange={setHeadshot}
            onCroppingChange={setCropping}
          />
          <CaptchaField {...captcha.field} />
          <Button type="submit" fullWidth loading={busy} disabled={blocked}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}

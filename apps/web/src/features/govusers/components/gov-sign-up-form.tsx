import type { VisionUserData } from "@ignite/contracts"
import { accountMessages, govUserMessages, identityMessages } from "@ignite/contracts/texts"
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from "@mantine/core"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { errorCodeOf, serverMessageOf } from "../../../lib/api-error"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { clearPartnerToken, getPartnerToken } from "../../../lib/session/partner-token"
import { useSessionActions } from "../../../lib/session/use-session-actions"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
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
  emptyGovProfile,
  type GovProfileValues,
  govProfileErrorsOf,
  toGovProfileSubmission,
  validateGovProfile,
} from "../gov-profile-form"
import { GovProfileFields } from "./gov-profile-fields"

const spamRules = [
  "A small business may send only one initial message to a government user, and may not send more until you reply.",
  "You can turn off new company messages at any time (Allow New Company Messages in your settings).",
  "You can pause communications with any small business.",
]
const unclassifiedLabel =
  "I affirm that the information I provide is UNCLASSIFIED (non-CUI). I will not add or upload classified or controlled unclassified information."

const emptyLogin = { email: "", password: "", passwordConfirmation: "" }
type LoginValues = typeof emptyLogin
const validateLogin = (values: LoginValues) => {
  const errors: Partial<Record<keyof LoginValues, string>> = validateNewPassword(values as NewPasswordValues)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = identityMessages.invalidEmail
  return errors
}

/**
 * /gov_user (spec 01 §2, §5): Your Login, Your Organization, Your User, Your Profile; the spam-protection and
 * partner modals, the unclassified affirmation, a captcha. A stored VISION token prefills the form and
 * stands in for the allow check; without one, the address must pass it.
 */
export function GovSignUpPage() {
  const trpc = useTRPC()
  const [partnerToken] = useState(() => getPartnerToken())
  const partner = useQuery({
    ...trpc.govUsers.visionUserData.queryOptions({ q: partnerToken ?? "" }),
    enabled: Boolean(partnerToken),
    retry: false,
  })
  // A refused token is forgotten, and the form stays a plain sign-up.
  useEffect(() => {
    if (!partner.error) return
    clearPartnerToken()
    notifyFailure(partner.error, serverMessageOf(partner.error) ?? govUserMessages.visionTokenInvalid)
  }, [partner.error])
  if (partnerToken && partner.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Reading your VISION details" />
      </Center>
    )
  const vision = partnerToken && partner.data ? { token: partnerToken, person: partner.data } : undefined
  return <GovSignUpForm key={vision?.person.visionUserId ?? "plain"} vision={vision} />
}

function GovSignUpForm({ vision }: { readonly vision?: { token: string; person: VisionUserData } }) {
  const client = useTRPCClient()
  const navigate = useNavigate()
  const { begin } = useSessionActions()
  const person = vision?.person
  const [initialLogin] = useState(() => ({ ...emptyLogin, email: person?.email ?? "" }))
  const login = useForm(initialLogin, validateLogin)
  const [initialProfile] = useState(() => ({
    ...initialSignUpProfile(person?.firstName ?? "", person?.lastName ?? ""),
    title: person?.position ?? "",
  }))
  const profile = useProfileForm(initialProfile, true)
  const [gov, setGov] = useState<GovProfileValues>(emptyGovProfile)
  const [serverGovErrors, setServerGovErrors] = useState<ReturnType<typeof govProfileErrorsOf>>({})
  const [submitted, setSubmitted] = useState(false)
  const [affirmed, setAffirmed] = useState(false)
  const [emailRefusal, setEmailRefusal] = useState<string | null>(null)
  const [modal, setModal] = useState<"spam" | "partner" | null>(null)
  const [headshot, setHeadshot] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState(false)
  const captcha = useCaptcha()

  const checkEmail = async () => {
    const email = login.values.email.trim()
    if (person || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setEmailRefusal(null)
    try {
      const answer = await client.govUsers.checkEmail.query({ email })
      setEmailRefusal(answer.allowed ? null : answer.message)
    } catch {
      setEmailRefusal(null)
    }
  }

  const signUp = useMutation({
    mutationFn: () =>
      client.govUsers.signUp.mutate({
        user: {
          email: login.values.email.trim(),
          password: login.values.password,
          confirmPassword: login.values.passwordConfirmation,
          firstName: profile.values.firstName.trim(),
          lastName: profile.values.lastName.trim(),
          title: profile.values.title.trim(),
          timezone: profile.values.timezone,
          unclassifiedAffirmed: affirmed,
          ...(vision ? { encryptedVisionUserData: vision.token } : {}),
          ...toGovProfileSubmission(gov),
        },
        recaptchaToken: captcha.token,
        ...(headshot ? { headshot: headshot.dataUrl } : {}),
      }),
    onSuccess: async ({ token }) => {
      if (vision) clearPartnerToken()
      notify({ message: accountMessages.accountCreated, severity: "success" })
      await begin(token, "/")
    },
    onError: async (error) => {
      captcha.renew(errorCodeOf(error) === "InvalidCaptcha")
      if (person && errorCodeOf(error) === "UserAlreadyExists") {
        clearPartnerToken()
        notify({ message: govUserMessages.visionUserExists, severity: "info" })
        await navigate({ to: "/", replace: true })
        return
      }
      const issues = fieldIssuesOf(error)
      setServerGovErrors(govProfileErrorsOf(issues))
      profile.showServerIssues(issues.map((issue) => ({ ...issue, path: issue.path.replace(/^user\./, "") })))
      if (errorCodeOf(error) === "EmailNotAllowed") setEmailRefusal(govUserMessages.emailNotAllowed)
      notifyFailure(error, serverMessageOf(error) ?? accountMessages.signUpFailed)
    },
  })
  const busy = signUp.isPending
  const govErrors = { ...(submitted ? validateGovProfile(gov) : {}), ...serverGovErrors }
  const blocked = !login.isValid || !profile.isValid || captcha.token === "" || cropping || busy
  const emailField = login.field("email")

  return (
    <AuthCard
      title="Sign Up (Government Users)"
      intro="Create your Ignite account to find small businesses."
      size={720}
    >
      {person && (
        <Alert color="blue" title="Connected to VISION">
          Your VISION details are filled in. Your profile will carry the verified badge.
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Text size="sm">
          Ignite protects your inbox from spam.{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => setModal("spam")}>
            How spam protection works
          </Anchor>
        </Text>
        {!person && (
          <Text size="sm" mt={4}>
            Have a VISION account?{" "}
            <Anchor component="button" type="button" size="sm" onClick={() => setModal("partner")}>
              Connect it for a verified badge
            </Anchor>
          </Text>
        )}
      </Paper>
      <form
        noValidate
        aria-label="Government sign up"
        onSubmit={login.onSubmit(() => {
          setSubmitted(true)
          setServerGovErrors({})
          // a submit shows every problem of 'Your User' too, touched or not
          for (const name of ["firstName", "lastName", "title", "timezone"] as const)
            profile.field(name).onBlur()
          if (blocked || !affirmed || emailRefusal || Object.keys(validateGovProfile(gov)).length > 0) return
          signUp.mutate()
        })}
      >
        <Stack gap="lg">
          <FormSection title="Your Login">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              disabled={busy || Boolean(person)}
              {...emailField}
              onBlur={() => {
                emailField.onBlur()
                void checkEmail()
              }}
              error={emailField.error ?? emailRefusal ?? undefined}
            />
            <PasswordFields
              password={{ ...login.field("password"), disabled: busy }}
              confirmation={{ ...login.field("passwordConfirmation"), disabled: busy }}
              labels={{ password: "Password", confirmation: "Confirm Password" }}
            />
          </FormSection>
          <FormSection title="Your Organization">
            <GovProfileFields
              part="organization"
              values={gov}
              onChange={setGov}
              errors={govErrors}
              busy={busy}
            />
          </FormSection>
          <SignUpUserSection
            form={profile}
            government
            busy={busy}
            onHeadshotChange={setHeadshot}
            onCroppingChange={setCropping}
          />
          <FormSection title="Your Profile">
            <GovProfileFields part="profile" values={gov} onChange={setGov} errors={govErrors} busy={busy} />
          </FormSection>
          <Checkbox
            label={unclassifiedLabel}
            checked={affirmed}
            disabled={busy}
            onChange={(event) => setAffirmed(event.currentTarget.checked)}
            error={submitted && !affirmed ? govUserMessages.unclassifiedRequired : undefined}
          />
          <CaptchaField {...captcha.field} />
          <Button type="submit" fullWidth loading={busy} disabled={busy || cropping || captcha.token === ""}>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Modal
        opened={modal === "spam"}
        onClose={() => setModal(null)}
        title="Spam protection"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="xs">
          {spamRules.map((rule) => (
            <Text key={rule} size="sm">
              {rule}
            </Text>
          ))}
        </Stack>
      </Modal>
      <Modal
        opened={modal === "partner"}
        onClose={() => setModal(null)}
        title="Connect your VISION account"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text size="sm">
          If you have a VISION account, open Ignite from VISION: your details are filled in for you and your
          profile carries a verified badge, so companies know who they are talking to. Already on Ignite? Sign
          in from VISION to connect your account.
        </Text>
      </Modal>
    </AuthCard>
  )
}

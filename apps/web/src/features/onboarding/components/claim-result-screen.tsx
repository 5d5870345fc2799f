import { accountMessages } from "@ignite/contracts/texts"
import { Alert, Anchor, List, Stack, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { SupportLink } from "../../../ui/support/support-link"
import { claimResultView } from "../claim-outcome"
import { ResendClaimForm } from "./resend-claim-form"

export interface ClaimResultScreenProps {
  readonly resultMessage: string
  readonly uniqueEntityId?: string
  readonly email?: string
}

/** /claim_result (spec 01 §2): what became of a claim request, and what the claimant can do next. */
export function ClaimResultScreen({ resultMessage, uniqueEntityId, email }: ClaimResultScreenProps) {
  const claim = uniqueEntityId && email ? { uniqueEntityId, email } : undefined
  const view = claimResultView(resultMessage)
  switch (view) {
    case "ClaimSuccess":
      return (
        <AuthCard title={accountMessages.claimProcessed}>
          <Text>{accountMessages.claimProcessedInfo}</Text>
          <Text size="sm" c="dimmed">
            Did not get the email? Check your spam folder, or have it sent again.
          </Text>
          {claim && <ResendClaimForm claim={claim} />}
        </AuthCard>
      )
    case "ClaimRequestAlreadyExists":
      return (
        <AuthCard title="Claim In Progress">
          <Alert color="blue" variant="light" role="note">
            {accountMessages.claimInProgress}
          </Alert>
          {claim && <ResendClaimForm claim={claim} />}
        </AuthCard>
      )
    case "EmailUnmatched":
    case "AccountAlreadyClaimed":
      return (
        <ClaimRefused
          message={
            view === "EmailUnmatched"
              ? accountMessages.claimEmailUnmatched
              : accountMessages.claimAlreadyClaimed
          }
        >
          <ClaimNextSteps />
        </ClaimRefused>
      )
    case "UserAlreadyExists":
      return (
        <ClaimRefused message={accountMessages.claimUserExists}>
          <AuthLinks targets={["/signin"]} />
        </ClaimRefused>
      )
    case "other":
      return (
        <ClaimRefused message={accountMessages.claimRequestProblem}>
          <AuthLinks targets={["/claim", "/signin"]} />
        </ClaimRefused>
      )
  }
}

/** A claim that cannot go on, whatever the reason: the spec's message, then where to go instead. */
function ClaimRefused({ message, children }: { readonly message: string; readonly children: ReactNode }) {
  return (
    <AuthCard title="Unable to Claim Account">
      <Alert color="red" variant="light" role="note">
        {message}
      </Alert>
      {children}
    </AuthCard>
  )
}

const [findContact, contactSupport, retryOrSignIn] = accountMessages.claimNextSteps

/** Spec 01 §2: the registry's point of contact, support, then a retry or a sign-in. */
function ClaimNextSteps() {
  return (
    <Stack gap="xs">
      <Text fw={600}>What you can do next</Text>
      <List type="ordered" spacing="sm">
        <List.Item>{findContact}</List.Item>
        <List.Item>
          {contactSupport} <SupportLink>Contact support</SupportLink>
        </List.Item>
        <List.Item>
          {retryOrSignIn} <Anchor renderRoot={(props) => <Link to="/claim" {...props} />}>Try again</Anchor>{" "}
          or <Anchor renderRoot={(props) => <Link to="/signin" {...props} />}>sign in</Anchor>.
        </List.Item>
      </List>
    </Stack>
  )
}

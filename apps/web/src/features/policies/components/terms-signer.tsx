import type { SignableKind, UnsignedPolicy } from "@ignite/contracts"
import { Button, Center, Group, Loader, Text } from "@mantine/core"
import { useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useCallback, useEffect, useRef, useState } from "react"
import { httpStatusOf } from "../../../lib/http-status"
import { takeSignTermsTarget } from "../../../lib/session/redirect-memory"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { notify } from "../../../ui/notifications/notification-store"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { useNotifyOnError } from "../hooks/use-notify-on-error"
import { policyMessages, signFailedMessage } from "../messages"
import { useSignPolicy, useUnsignedPolicies } from "../queries"
import { currentStep, orderSteps, stepDelayMs } from "../sign-steps"
import { PolicyDocumentView } from "./policy-document-view"

/**
 * /sign_terms: the latest terms, then the latest privacy statement, only those the user has not agreed to
 * yet. Each agreement is sent a second after the click and the next step shows a second after that;
 * after the last, the user goes where the route gate found them.
 */
export function TermsSigner() {
  const unsigned = useUnsignedPolicies()
  const sign = useSignPolicy()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [signed, setSigned] = useState<readonly SignableKind[]>([])
  const [waiting, setWaiting] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const finished = useRef(false)
  useNotifyOnError(unsigned.error, policyMessages.loadTermsAndPrivacy)
  useEffect(() => () => clearTimeout(timer.current), [])

  const steps = orderSteps(unsigned.data ?? [])
  const current = currentStep(steps, signed)
  const done = unsigned.isSuccess && current === undefined && !waiting

  const finish = useCallback(async () => {
    // What the rest of the app loaded may have failed with MissingTermsPrivacy; it can succeed now.
    await queryClient.invalidateQueries()
    await navigate({ href: takeSignTermsTarget(), replace: true })
  }, [queryClient, navigate])

  useEffect(() => {
    if (!done || finished.current) return
    finished.current = true
    void finish()
  }, [done, finish])

  // Spec 01 §9: a second before the signature is sent and a second after it, then the next step.
  const agree = ({ kind, document }: UnsignedPolicy) => {
    setWaiting(true)
    timer.current = setTimeout(
      () =>
        sign.mutate(
          { kind, id: document.id },
          {
            onSuccess: () => {
              timer.current = setTimeout(() => {
                setSigned((previous) => [...previous, kind])
                setWaiting(false)
              }, stepDelayMs)
            },
            onError: (error) => {
              setWaiting(false)
              notify({ message: signFailedMessage(kind), severity: "danger" })
              // A newer version was published meanwhile: show that one instead.
              if (httpStatusOf(error) === 409) void unsigned.refetch()
            },
          },
        ),
      stepDelayMs,
    )
  }

  if (unsigned.isError)
    return (
      <PageFrame narrow>
        <LoadFailed message={policyMessages.loadTermsAndPrivacy} onRetry={() => void unsigned.refetch()} />
      </PageFrame>
    )
  if (!current)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading terms and privacy" />
      </Center>
    )
  return (
    <PageFrame narrow>
      {steps.length > 1 && (
        <Text size="sm" c="dimmed" mb="xs">
          Step {current.index + 1} of {steps.length}
        </Text>
      )}
      <PolicyDocumentView key={current.step.document.id} document={current.step.document}>
        <Group justify="flex-end">
          <Button onClick={() => agree(current.step)} loading={sign.isPending || waiting}>
            Agree
          </Button>
        </Group>
      </PolicyDocumentView>
    </PageFrame>
  )
}

import { captchaChallengePath, captchaMessages } from "@ignite/contracts/texts"
import { Input } from "@mantine/core"
import type { AltchaWidgetElement } from "altcha/types/generic"
import type {} from "altcha/types/react"
import { useEffect, useRef, useState } from "react"
import { type CaptchaStateDetail, needsFreshChallenge, tokenFor } from "./captcha-state"

/** Loads the widget's code; a module of its own so tests can stand in for the third-party element. */
const loadWidget = () => import("./altcha-element")

// The widget's own footer links out to altcha.org; the challenge comes from our server.
const configuration = JSON.stringify({ hideFooter: true })

export interface CaptchaFieldProps {
  /** The solved payload for the form's `recaptchaToken`, or "" while there is none. */
  onToken: (token: string) => void
  error?: string | undefined
  /**
   * Change it after a failed submit: the server has used the solution up (each is accepted once), so the
   * field throws it away and solves a fresh challenge.
   */
  round?: number
  /** The server's captcha is off (development): nothing to solve, the field says so. */
  off?: boolean
}

/**
 * The self-hosted ALTCHA captcha of the claim, invite and government sign-up forms (spec 01 §6). It
 * starts solving the proof-of-work as soon as the form shows, so by the time people have typed their
 * details it is usually done.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  if (props.off)
    return (
      <Input.Wrapper
        label="Spam protection"
        description="Off on this server (development): nothing to solve."
      />
    )
  return <SolvingCaptchaField {...props} />
}

function SolvingCaptchaField({ onToken, error, round = 0 }: CaptchaFieldProps) {
  const widget = useRef<AltchaWidgetElement>(null)
  const report = useRef(onToken)
  report.current = onToken
  const [loadFailed, setLoadFailed] = useState(false)

  useEffect(() => {
    let live = true
    loadWidget().catch(() => {
      if (live) setLoadFailed(true)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!element) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<CaptchaStateDetail>).detail
      report.current(tokenFor(detail))
      if (needsFreshChallenge(detail)) void element.verify()
    }
    element.addEventListener("statechange", onState)
    return () => element.removeEventListener("statechange", onState)
  }, [])

  useEffect(() => {
    if (round === 0) return
    const element = widget.current
    report.current("")
    // Before the element is defined there is no solution to throw away; auto="onload" solves afresh.
    if (!element || typeof element.reset !== "function") return
    element.reset()
    void element.verify()
  }, [round])

  return (
    <Input.Wrapper
      label="Spam protection"
      description="Your browser solves a small puzzle to show you are a person; no data leaves this site."
      error={error ?? (loadFailed ? captchaMessages.failed : undefined)}
    >
      <altcha-widget
        ref={widget}
        challenge={captchaChallengePath}
        auto="onload"
        name="recaptchaToken"
        configuration={configuration}
      />
    </Input.Wrapper>
  )
}

import { captchaMessages } from "@ignite/contracts/texts"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useState } from "react"
import { appSettingsOptions } from "../../lib/app-settings"
import { useTRPC } from "../../lib/trpc"
import type { CaptchaFieldProps } from "./captcha-field"

/** What forms send when the server runs with CAPTCHA=off (development and tests): it takes any token. */
export const captchaOffToken = "captcha-off"

/**
 * A form's captcha: the solved token for `recaptchaToken`, the props of its CaptchaField, and `renew` for
 * after a failed submit, when the server has used the solution up (each is accepted once) or refused it.
 * With the server's captcha off, a token at once and a field that says so.
 */
export const useCaptcha = () => {
  const trpc = useTRPC()
  // CAPTCHA=off: no proof of work to wait for (issue 26); the site settings say which
  const off = useQuery(appSettingsOptions(trpc)).data?.captcha.mode === "off"
  const [token, setToken] = useState("")
  const [round, setRound] = useState(0)
  const [refused, setRefused] = useState(false)

  const onToken = useCallback((next: string) => {
    setToken(next)
    if (next !== "") setRefused(false)
  }, [])

  const renew = useCallback((wasRefused: boolean) => {
    setRefused(wasRefused)
    setRound((previous) => previous + 1)
  }, [])

  const field: CaptchaFieldProps = {
    onToken,
    round,
    error: refused ? captchaMessages.required : undefined,
    off,
  }
  return { token: off ? captchaOffToken : token, field, renew }
}

import { captchaMessages } from "@ignite/contracts/texts"
import { useCallback, useState } from "react"
import type { CaptchaFieldProps } from "./captcha-field"

/**
 * A form's captcha: the solved token for `recaptchaToken`, the props of its CaptchaField, and `renew` for
 * after a failed submit, when the server has used the solution up (each is accepted once) or refused it.
 */
export const useCaptcha = () => {
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
  }
  return { token, field, renew }
}

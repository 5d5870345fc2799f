/** localStorage key of the partner-program user token the entry query `q` carries (spec 01 §2). */
export const partnerTokenKey = "ignite.partnerToken"

export const savePartnerToken = (token: string) => {
  try {
    localStorage.setItem(partnerTokenKey, token)
  } catch {
    // Not persisted: the partner link simply has no effect in this browser mode.
  }
}

export const getPartnerToken = (): string | null => {
  try {
    return localStorage.getItem(partnerTokenKey)
  } catch {
    return null
  }
}

/**
 * The partner token of an address and the address without it, or undefined when there is none. Only
 * `q` is removed; the rest of the query and the hash stay as they were.
 */
export const takePartnerQuery = (location: {
  readonly pathname: string
  readonly searchStr: string
  readonly hash: string
}): { token: string; href: string } | undefined => {
  const params = new URLSearchParams(location.searchStr)
  const token = params.get("q")
  if (token === null) return undefined
  params.delete("q")
  const search = params.toString()
  return {
    token,
    href: `${location.pathname}${search ? `?${search}` : ""}${location.hash ? `#${location.hash}` : ""}`,
  }
}

/** Forgets the partner token (used up, refused, or its person already has an account). */
export const clearPartnerToken = () => {
  try {
    localStorage.removeItem(partnerTokenKey)
    localStorage.removeItem(partnerArrivalKey)
  } catch {
    // Nothing was stored in this browser mode.
  }
}

/**
 * The stored /signup_or_signin flag (spec 01 §4): once a partner token has arrived, a signed-out visitor is
 * sent to /signup_or_signin rather than /signin, until the token is used up or refused.
 */
export const partnerArrivalKey = "ignite.signupOrSignin"

export const markPartnerArrival = () => {
  try {
    localStorage.setItem(partnerArrivalKey, "true")
  } catch {
    // Not persisted: visitors simply go to /signin.
  }
}

export const hasPartnerArrival = (): boolean => {
  try {
    return localStorage.getItem(partnerArrivalKey) === "true"
  } catch {
    return false
  }
}

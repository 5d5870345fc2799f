import { createJwtKeys } from "@ignite/platform"

export interface BenchUser {
  readonly email: string
  readonly password: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: readonly string[]
}

const benchUser: BenchUser = {
  email: "bench@ignite.test",
  password: "Bench-Secret-1!",
  firstName: "Bench",
  lastName: "User",
  roles: ["ignite"],
}

const json = async (response: Response, what: string) => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as Record<string, unknown>
}

/**
 * A confirmed user who has agreed to the policies in force, made and signed in over HTTP as clients and
 * operators do: created with an operator token signed by the app's key, then signed in, then agreeing to
 * the terms and privacy statement. Answers the session token.
 */
export const benchUserToken = async (
  url: string,
  jwtSecret: string,
  user: BenchUser = benchUser,
  /**
   * The address the sign-in comes from, for an app started with TRUSTED_PROXIES=127.0.0.1: sign-ins are
   * limited per address, so a benchmark signing many users in gives each its own.
   */
  forwardedFor?: string,
): Promise<string> => {
  const operator = await createJwtKeys(new TextEncoder().encode(jwtSecret)).sign(
    { sub: "bench", roles: ["operator"] },
    300,
  )
  await json(
    await fetch(`${url}/api/v1/operator/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${operator}`, "content-type": "application/json" },
      body: JSON.stringify(user),
    }),
    "creating the bench user",
  )
  const signIn = await fetch(`${url}/api/v1/users/sign_in`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ user: { email: user.email, password: user.password } }),
  })
  await json(signIn, "sign-in")
  const token = signIn.headers.get("authorization")!.slice("Bearer ".length)
  for (const kind of ["terms", "privacy"]) {
    const document = await json(await fetch(`${url}/api/v1/${kind}`), `GET /api/v1/${kind}`)
    await json(
      await fetch(`${url}/api/v1/${kind}/${document.id}/sign`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      }),
      `signing the ${kind}`,
    )
  }
  return token
}

/**
 * Bench government user number `index` (made, signed in from an address of its own, agreed), who starts a
 * conversation with the account: a thread a government user starts is active at once, so both sides may write
 * and the company's own sending limits stay for the timed runs.
 */
export const benchGovConversation = async (
  url: string,
  jwtSecret: string,
  { bench, index, accountId, subnet }: { bench: string; index: number; accountId: string; subnet: number },
): Promise<{ govToken: string; threadId: string }> => {
  const govToken = await benchUserToken(
    url,
    jwtSecret,
    {
      email: `${bench}-bench-${index}@ignite.test`,
      password: "Bench-Secret-1!",
      firstName: bench[0]!.toUpperCase() + bench.slice(1),
      lastName: `Gov ${index}`,
      roles: ["gov"],
    },
    `10.${subnet}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  )
  const thread = await json(
    await fetch(`${url}/api/v1/chat_threads`, {
      method: "POST",
      headers: { authorization: `Bearer ${govToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        participants: [{ participantType: "Account", participantId: accountId }],
        initialMessages: [{ content: `Hello from the ${bench} benchmark` }],
      }),
    }),
    "starting the conversation",
  )
  return { govToken, threadId: thread.id as string }
}

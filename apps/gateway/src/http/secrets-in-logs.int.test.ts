import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { openCable } from "../testing/cable-client"
import { saveGovProfile } from "../testing/gov-profile"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>

/**
 * A whole run of the flows that carry secrets (links, sign-ins, sign-ups, a socket, tRPC inputs), with
 * every log line kept: no token, JWT or password used along the way may appear in any of them.
 */
describe(`no secret in any log line, across the product's flows, on ${driverName()}`, () => {
  let app: TestApp
  const lines: string[] = []
  const log = () => lines.join("\n")
  /** Every token, JWT and password the run used, collected as it goes. */
  const secrets = new Set<string>()
  const kept = <T extends string>(secret: T) => {
    secrets.add(secret)
    return secret
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off", TRUSTED_PROXIES: "127.0.0.1" }, undefined, {
      write: (line) => lines.push(line),
    })
  })
  afterAll(() => app?.close())

  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method,
      token,
      headers: {
        "x-forwarded-for": "10.77.0.1",
        ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as Json,
    }
  }
  const trpc = (path: string, input: unknown, kind: "query" | "mutation", token?: string) =>
    kind === "query"
      ? app.request(
          `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          { token },
        )
      : app.request(`/trpc/${path}`, {
          method: "POST",
          token,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        })
  const tokensTaken = new Set<string>()
  /**
   * The token of the first mail to an address whose link carries `param` and a token not taken before. Mails
   * arrive through an asynchronous reactor: counting them raced the sign-up's own confirmation mail.
   */
  const mailedToken = async (to: string, param: string) => {
    const token = await waitFor(
      async () => {
        const box = (await send("GET", `/api/dev/mail?to=${encodeURIComponent(to)}`))
          .body as unknown as Array<{
          text: string
        }>
        for (const mail of box) {
          const match = new RegExp(`${param}=([^\\s&]+)`).exec(mail.text)
          const found = match ? decodeURIComponent(match[1]!) : undefined
          if (found && !tokensTaken.has(found)) return found
        }
        return undefined
      },
      { message: `a mail to ${to} with a new ${param}` },
    )
    tokensTaken.add(token)
    return kept(token)
  }
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    return data
  }
  const signUp = (password: string) => ({
    password,
    passwordConfirmation: password,
    firstName: "Pat",
    lastName: "Owner",
    title: "CEO",
    cellPhone: "555-0100",
    timezone: "America/New_York",
  })
  const bearer = (headers: Headers) => kept(headers.get("authorization")!.replace("Bearer ", ""))

  it("runs the flows, then finds their paths in the log and none of their secrets", async () => {
    // sign-up confirmation link, then sign-in with the password
    const firstPassword = kept("Logfirst1!pw")
    const email = "logged@agency.gov"
    await app.services.identity.users.register({
      email,
      password: firstPassword,
      firstName: "Lo",
      lastName: "Gged",
      roles: ["gov"],
      confirmed: false,
    })
    // the sign-up's own mail first: the resend supersedes its token, and a slow mail reactor could otherwise
    // deliver it alone, newest in the box, when the resend's mail is looked for
    await mailedToken(email, "confirmationToken")
    await send("POST", "/api/v1/users/confirmation", { user: { email } })
    const confirmationToken = await mailedToken(email, "confirmationToken")
    expect(
      (await send("GET", `/api/v1/users/confirmation?confirmation_token=${confirmationToken}`)).status,
    ).toBe(200)
    const signedIn = await send("POST", "/api/v1/users/sign_in", { user: { email, password: firstPassword } })
    expect(signedIn.status).toBe(200)
    const session = bearer(signedIn.headers)

    // a failed sign-in with a wrong password: a 4xx line of its own
    const wrongPassword = kept("Logwrong1!pw")
    expect(
      (await send("POST", "/api/v1/users/sign_in", { user: { email, password: wrongPassword } })).status,
    ).toBe(401)

    // password reset: the request, the mailed token, the new password
    await send("POST", "/api/v1/users/password", { user: { email } })
    const resetPasswordToken = await mailedToken(email, "resetPasswordToken")
    const newPassword = kept("Lognew1!pass")
    const reset = await send("PATCH", "/api/v1/users/password", {
      user: { password: newPassword, passwordConfirmation: newPassword, resetPasswordToken },
    })
    expect(reset.status).toBe(200)
    // the same token again by tRPC, in the JSON body
    await trpc(
      "auth.resetPassword",
      { password: newPassword, passwordConfirmation: newPassword, resetPasswordToken },
      "mutation",
    )
    const trpcSignIn = await trpc("auth.signIn", { email, password: newPassword }, "mutation")
    expect(trpcSignIn.status).toBe(200)
    const trpcSession = kept(
      ((await trpcSignIn.json()) as { result: { data: { token: string } } }).result.data.token,
    )
    expect((await trpc("auth.session", undefined, "query", trpcSession)).status).toBe(200)
    await trpc("auth.confirm", { confirmationToken }, "mutation")

    // a live socket signed in by ?jwt=
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/cable?jwt=${session}`, [
      "actioncable-v1-json",
    ])
    await new Promise((resolve) => socket.on("message", resolve))
    socket.close()

    // a claim: request, check, complete with a password
    const { uniqueEntityId } = { uniqueEntityId: "LOGSECRET001" }
    const contactEmail = "poc@logsecret.example"
    const { accountId } = await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name: "Log Secret",
      contactEmail,
    })
    expect(
      (
        await send("POST", "/api/v1/claim_requests", {
          uniqueEntityId,
          email: contactEmail,
          firstName: "Pat",
          lastName: "Owner",
        })
      ).status,
    ).toBe(201)
    const claimToken = await mailedToken(contactEmail, "claimToken")
    expect(
      (await send("GET", `/api/v1/claim_requests/check_claim?claimToken=${encodeURIComponent(claimToken)}`))
        .status,
    ).toBe(200)
    await trpc("accounts.checkClaim", { claimToken }, "query")
    const claimPassword = kept("Logclaim1!pw")
    const claimed = await send(
      "POST",
      "/api/v1/claim_requests/claim_account",
      form({ ...signUp(claimPassword), claimToken }),
    )
    expect(claimed.status).toBe(201)
    const owner = bearer(claimed.headers)
    await app.acceptPolicies(String(claimed.body.id))

    // an invite: sent by the owner, checked and accepted with a password
    const invited = await send(
      "POST",
      `/api/v1/accounts/${accountId}/user_invites`,
      { firstName: "Lin", lastName: "Colleague", email: "lin@logsecret.example" },
      owner,
    )
    expect(invited.status).toBe(201)
    const inviteToken = await mailedToken("lin@logsecret.example", "inviteToken")
    expect(
      (await send("GET", `/api/v1/user_invites/check_invite?invite_token=${encodeURIComponent(inviteToken)}`))
        .status,
    ).toBe(200)
    await trpc("accounts.checkInvite", { inviteToken }, "query")
    const invitePassword = kept("Loginvite1!p")
    const joined = await send(
      "POST",
      "/api/v1/user_invites/accept_invite",
      form({ ...signUp(invitePassword), inviteToken }),
    )
    expect(joined.status).toBe(201)
    bearer(joined.headers)

    // a refused call with a bearer token and a forged link token: 4xx lines
    const forged = kept("forgedlogtoken1234")
    expect((await send("GET", `/api/v1/claim_requests/check_claim?claimToken=${forged}`)).status).toBe(400)
    expect((await send("GET", "/api/v1/operator/events", undefined, owner)).status).toBe(403)

    for (const path of [
      "/api/v1/users/confirmation?confirmation_token=",
      "/api/v1/users/sign_in",
      "/api/v1/users/password",
      "/trpc/auth.resetPassword",
      "/trpc/auth.signIn",
      "/trpc/auth.session",
      "/cable?jwt=",
      "/api/v1/claim_requests/check_claim?claimToken=",
      "/api/v1/claim_requests/claim_account",
      "/trpc/accounts.checkClaim",
      "/api/v1/user_invites/check_invite?invite_token=",
      "/api/v1/user_invites/accept_invite",
      "/trpc/accounts.checkInvite",
      "/api/v1/operator/events",
    ])
      await waitFor(() => log().includes(path), { message: `a log line for ${path}` })
    expect(log()).toMatch(/"statusCode":40[013]/)

    expect(secrets.size).toBeGreaterThanOrEqual(14)
    for (const secret of secrets) {
      const forms = [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]
      // a JWT's signature alone would be enough to forge nothing, but its payload is the session: neither
      if (secret.split(".").length === 3) forms.push(...secret.split(".").slice(1))
      for (const form of forms)
        expect({ secret, found: log().includes(form) }).toEqual({ secret, found: false })
    }
  })

  it("keeps chat messages and the socket's token out of every line: REST, tRPC and /cable pushes", async () => {
    const company = await app.agreedCompanyOwner("Log Chat")
    const gov = await app.agreedUser("log-chat-gov", ["gov"])
    const companyToken = kept(company.token)
    const govToken = kept(gov.token)
    /** What people wrote: private between the participants, never in a log line. */
    const contents = [
      "Private-first-message 4417 our bid",
      "Private-reply by tRPC 8812",
      "Private-follow-up 5530 numbers",
    ]

    const socketLines = () => (log().match(/\/cable\?jwt=/g) ?? []).length
    const socketsBefore = socketLines()
    const listening = await openCable(app, govToken)
    expect(await listening.subscribe("ChatChannel")).toBe("confirm_subscription")
    expect(await listening.subscribe("NotificationsChannel")).toBe("confirm_subscription")
    const started = await send(
      "POST",
      "/api/v1/chat_threads",
      {
        participants: [{ participantType: "User", participantId: gov.userId }],
        initialMessages: [{ content: contents[0], clientMessageId: "log-1" }],
      },
      companyToken,
    )
    expect(started.status).toBe(201)
    const threadId = String(started.body.id)
    await listening.next("ChatChannel", (m) => m.type === "message")
    expect(
      (await trpc("chat.send", { chatThreadId: threadId, content: contents[1] }, "mutation", govToken))
        .status,
    ).toBe(200)
    expect(
      (
        await send(
          "POST",
          `/api/v1/chat_threads/${threadId}/user_chat_messages`,
          { content: contents[2] },
          companyToken,
        )
      ).status,
    ).toBe(201)
    await listening.next(
      "ChatChannel",
      (m) => m.type === "message" && (m.message as { content?: string }).content === contents[2],
    )
    expect((await trpc("chat.messages", { chatThreadId: threadId }, "query", govToken)).status).toBe(200)
    expect(
      (await send("GET", `/api/v1/chat_threads/${threadId}?eager=userChatMessages`, undefined, govToken))
        .status,
    ).toBe(200)
    // a refused send (too short) and a rejected socket with a bad token still log their lines, not their input
    expect(
      (await send("POST", `/api/v1/chat_threads/${threadId}/user_chat_messages`, { content: "P" }, govToken))
        .status,
    ).toBe(400)
    const forgedJwt = kept(`${govToken.slice(0, -6)}abcdef`)
    expect((await (await openCable(app, forgedJwt)).closed).code).toBe(4401)
    listening.close()

    for (const path of [
      "/api/v1/chat_threads",
      "/trpc/chat.send",
      "/trpc/chat.messages",
      `/api/v1/chat_threads/${threadId}/user_chat_messages`,
    ])
      await waitFor(() => log().includes(path), { message: `a log line for ${path}` })
    await waitFor(() => socketLines() >= socketsBefore + 2, { message: "the sockets' lines" })
    for (const content of contents)
      for (const form of [content, encodeURIComponent(content), content.split(" ")[0]!])
        expect({ content: form, found: log().includes(form) }).toEqual({ content: form, found: false })
    for (const secret of [companyToken, govToken, forgedJwt])
      for (const form of [secret, ...secret.split(".").slice(1)])
        expect({ secret, found: log().includes(form) }).toEqual({ secret, found: false })
  })
  it("keeps matchmaking's answers and the profile they come from out of every line: REST and tRPC", async () => {
    const company = await app.agreedCompanyOwner("Log Matched")
    const gov = await app.agreedUser("log-match-gov", ["gov"])
    const companyToken = kept(company.token)
    const govToken = kept(gov.token)
    const { services } = app
    const listingId = (await services.storefronts.reads.listingOfAccount(company.accountId)).id
    /** A problem statement is the user's own words; the reasons quote them. Neither belongs in a log. */
    const problem = "Zorblaxian-telemetry 7731 for our hangars"
    await saveGovProfile(app, gov.userId, {
      problem: `<p>${problem}</p>`,
      linesOfEffort: [problem],
      technologyTypeIds: ["16"],
    })
    await services.platform.projections.drain("matches")
    expect((await send("GET", "/api/v1/matches/companies", undefined, govToken)).status).toBe(200)
    expect((await trpc("matches.companies", {}, "query", govToken)).status).toBe(200)
    expect((await send("GET", "/api/v1/matches/gov_users?limit=5", undefined, companyToken)).status).toBe(200)
    expect(
      (await send("POST", `/api/v1/matches/${listingId}/feedback`, { feedback: "hidden" }, govToken)).status,
    ).toBe(404)
    // the weekly digest: opted in over both transports, then the job, whose email quotes the reasons
    expect((await send("PATCH", "/api/v1/matches/digest", { enabled: true }, govToken)).status).toBe(200)
    expect((await send("GET", "/api/v1/matches/digest", undefined, govToken)).status).toBe(200)
    expect((await trpc("matches.changeDigest", { enabled: true }, "mutation", companyToken)).status).toBe(200)
    await services.matchmaking.sendDigests()
    for (const path of [
      "/api/v1/matches/companies",
      "/trpc/matches.companies",
      "/api/v1/matches/gov_users",
      "/api/v1/matches/digest",
      "/trpc/matches.changeDigest",
    ])
      await waitFor(() => log().includes(path), { message: `a log line for ${path}` })
    for (const form of [problem, "Zorblaxian", encodeURIComponent(problem)])
      expect({ form, found: log().includes(form) }).toEqual({ form, found: false })
    for (const secret of [companyToken, govToken])
      for (const form of [secret, ...secret.split(".").slice(1)])
        expect({ secret, found: log().includes(form) }).toEqual({ secret, found: false })
  })
})

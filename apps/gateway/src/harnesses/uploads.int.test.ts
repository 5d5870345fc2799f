import { readdirSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { profileMessages } from "@ignite/contracts"
import { inviteStreamId } from "@ignite/contracts/events"
import {
  brokenImages,
  dataUrl,
  disguisedFiles,
  driverName,
  type HostileFile,
  imageBombs,
  oversizedPng,
  pngBomb,
  waitFor,
} from "@ignite/platform/testing"
import fc from "fast-check"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { companySignUpFields } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

/** What each kind of hostile file must get back, in the spec's words (spec 01 §5, §8). */
const refusals = {
  disguised: { status: 415, error: "UnsupportedMediaType", message: profileMessages.headshotType },
  bomb: {
    status: 400,
    error: "ValidationFailed",
    message: profileMessages.headshotFailed,
    details: [{ path: "headshot", message: profileMessages.headshotTooManyPixels }],
  },
  broken: {
    status: 400,
    error: "ValidationFailed",
    message: profileMessages.headshotFailed,
    details: [{ path: "headshot", message: profileMessages.headshotUnreadable }],
  },
  oversized: { status: 413, error: "PayloadTooLarge", message: profileMessages.headshotTooLarge },
} as const

interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
}

/**
 * Every upload the app takes today (the headshot: on the profile form, the claim and the invite sign-ups,
 * over REST multipart and tRPC data URLs) is sent every hostile file: each is refused in the spec's words
 * and leaves nothing behind, neither a stored file nor an event.
 */
describe(`uploads refuse hostile files and keep nothing on ${driverName()}`, () => {
  let app: TestApp
  let filesDir: string
  let token: string
  let hostile: Array<HostileFile & { kind: keyof typeof refusals }>
  let goodPng: Buffer

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), "ignite-uploads-"))
    app = await startTestApp({ CAPTCHA: "off", FILES_DIR: filesDir })
    const user = await app.agreedUser("uploads", ["ignite"])
    token = user.token
    goodPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#36f" } })
      .png()
      .toBuffer()
    const smallJpeg = await sharp(goodPng).jpeg().toBuffer()
    hostile = [
      ...disguisedFiles().map((file) => ({ ...file, kind: "disguised" as const })),
      ...imageBombs(smallJpeg).map((file) => ({ ...file, kind: "bomb" as const })),
      ...brokenImages(goodPng).map((file) => ({ ...file, kind: "broken" as const })),
      {
        label: "10,000,001 bytes",
        bytes: oversizedPng(),
        name: "big.png",
        type: "image/png",
        kind: "oversized",
      },
    ]
  })
  afterAll(async () => {
    await app?.close()
    if (filesDir) await rm(filesDir, { recursive: true, force: true })
  })

  const storedFiles = () =>
    readdirSync(filesDir, { recursive: true }).filter((name) => String(name).includes("."))
  const lastPosition = async () =>
    (
      await app.services.platform.sql.query<{ last: number | null }>(
        "select max(global_position) as last from events",
      )
    )[0]?.last ?? 0

  /** Sends every hostile file through `upload`, checking the answer and that nothing was kept. */
  const refusesAll = async (upload: (file: HostileFile) => Promise<Answer>, detailsPath = "headshot") => {
    for (const file of hostile) {
      const [filesBefore, positionBefore] = [storedFiles(), await lastPosition()]
      const answer = await upload(file)
      const { details, ...expected } = refusals[file.kind] as (typeof refusals)[keyof typeof refusals] & {
        details?: Array<{ path: string; message: string }>
      }
      expect(answer, file.label).toMatchObject({ status: expected.status, body: expected })
      if (details)
        expect(answer.body.details, file.label).toEqual(details.map((d) => ({ ...d, path: detailsPath })))
      expect(storedFiles(), file.label).toEqual(filesBefore)
      expect(await lastPosition(), file.label).toBe(positionBefore)
    }
  }

  const rest = async (path: string, method: string, form: FormData, bearer?: string): Promise<Answer> => {
    const response = await app.request(path, { method, body: form, token: bearer })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const trpc = async (path: string, input: unknown, bearer?: string): Promise<Answer> => {
    const response = await app.request(`/trpc/${path}`, {
      method: "POST",
      token: bearer,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    })
    const body = (await response.json()) as { error?: { message: string; data: Record<string, unknown> } }
    // tRPC's envelope carries the same code, message and details as REST's
    return {
      status: response.status,
      body: { ...body.error?.data, message: body.error?.message },
    }
  }
  const fileForm = (field: string, file: { bytes: Uint8Array; type: string; name: string }, fields = {}) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value))
    form.set(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    return form
  }
  const signUpFields = companySignUpFields()
  let claims = 0
  /** A fresh claim link for a company registered for the test. */
  const claimToken = async () => {
    const { services } = app
    claims++
    const uniqueEntityId = `UPLD${String(claims).padStart(4, "0")}TEST`
    const email = `poc${claims}@uploads.example`
    const { accountId } = await services.companies.accounts.registerAccount({
      uniqueEntityId,
      name: "Uploads",
      contactEmail: email,
    })
    await services.companies.accounts.requestClaim(
      { uniqueEntityId, email, firstName: "Pat", lastName: "Owner" },
      `10.77.0.${claims}`,
    )
    const { events } = await services.platform.store.readStream(`claim-${accountId}`)
    return services.tokens.keys.tokenFor((events.at(-1)!.data as { tokenId: string }).tokenId)
  }

  it("refuses them on the profile form (REST multipart)", async () => {
    await refusesAll(
      (file) => rest("/api/v1/users", "PATCH", fileForm("user[headshot]", file), token),
      "user.headshot",
    )
  })

  it("refuses them on the headshot upload (tRPC data URL)", async () => {
    await refusesAll((file) => trpc("users.uploadHeadshot", { image: dataUrl(file) }, token))
  })

  it("refuses them on the claim sign-up over both transports, leaving the claim open", async () => {
    const link = await claimToken()
    await refusesAll((file) =>
      rest(
        "/api/v1/claim_requests/claim_account",
        "POST",
        fileForm("headshot", file, { ...signUpFields, claimToken: link }),
      ),
    )
    await refusesAll((file) =>
      trpc("accounts.claimAccount", { ...signUpFields, claimToken: link, headshot: dataUrl(file) }),
    )
    // nothing was consumed: the same link still claims the account, with a good headshot
    const claimed = await rest(
      "/api/v1/claim_requests/claim_account",
      "POST",
      fileForm(
        "headshot",
        { bytes: goodPng, type: "image/png", name: "me.png" },
        { ...signUpFields, claimToken: link },
      ),
    )
    expect(claimed.status).toBe(201)
    expect((claimed.body.headshot as { path: string }).path).toMatch(
      /^\/files\/headshots\/[^?]+\.jpg\?expires=\d+&signature=/,
    )
  })

  it("refuses them on the invite sign-up over both transports, leaving the invite open", async () => {
    const { services } = app
    const owner = await app.companyOwner("Inviting Uploads")
    const invite = await services.companies.accounts.sendInvite(owner.userId, owner.accountId, {
      firstName: "Ivy",
      lastName: "Invitee",
      email: "ivy@uploads.example",
    })
    const { events } = await services.platform.store.readStream(inviteStreamId(invite.userInviteId))
    const link = services.tokens.keys.tokenFor((events.at(-1)!.data as { tokenId: string }).tokenId)
    const fields = { ...signUpFields, inviteToken: link }
    await refusesAll((file) =>
      rest("/api/v1/user_invites/accept_invite", "POST", fileForm("headshot", file, fields)),
    )
    await refusesAll((file) => trpc("accounts.acceptInvite", { ...fields, headshot: dataUrl(file) }))
    const joined = await rest(
      "/api/v1/user_invites/accept_invite",
      "POST",
      fileForm("headshot", { bytes: goodPng, type: "image/png", name: "me.png" }, fields),
    )
    expect(joined.status).toBe(201)
  })

  it("keeps no good headshot either when the sign-up it came with is refused (a used or unknown link)", async () => {
    const good = { bytes: goodPng, type: "image/png", name: "me.png" }
    const filesBefore = storedFiles()
    for (const [path, link] of [
      ["/api/v1/claim_requests/claim_account", { claimToken: "no-such-claim-token" }],
      ["/api/v1/user_invites/accept_invite", { inviteToken: "no-such-invite-token" }],
    ] as const) {
      const refused = await rest(path, "POST", fileForm("headshot", good, { ...signUpFields, ...link }))
      expect(refused.status, path).toBeGreaterThanOrEqual(400)
      expect(refused.status, path).toBeLessThan(500)
    }
    // a link used twice: the second sign-up loses and its headshot goes with it
    const link = await claimToken()
    const form = () => fileForm("headshot", good, { ...signUpFields, claimToken: link })
    expect((await rest("/api/v1/claim_requests/claim_account", "POST", form())).status).toBe(201)
    const kept = storedFiles()
    expect(kept.length).toBe(filesBefore.length + 1)
    expect(
      (await rest("/api/v1/claim_requests/claim_account", "POST", form())).status,
    ).toBeGreaterThanOrEqual(400)
    expect(storedFiles()).toEqual(kept)
  })

  it("the SBIR.gov award import (admins' CSV upload) fails files that are not a CSV, recording nothing", async () => {
    const admin = await app.agreedUser("upload-admin", ["admin"])
    const notCsv = [
      ...disguisedFiles(),
      { label: "PNG bomb", bytes: pngBomb(), name: "awards.csv", type: "text/csv" },
      { label: "PNG named .csv", bytes: goodPng, name: "awards.csv", type: "text/csv" },
    ]
    for (const file of notCsv) {
      const positionBefore = await lastPosition()
      const started = await rest(
        "/api/v1/admin/imports/sbir_awards",
        "POST",
        fileForm("file", file),
        admin.token,
      )
      // refused at once, or started and then failed: never a 5xx, never an event
      expect(started.status, file.label).toBeLessThan(500)
      if (started.status === 201) {
        const job = await waitFor(
          async () => {
            const response = await app.request(`/api/v1/admin/imports/${started.body.id}`, {
              token: admin.token,
            })
            const current = (await response.json()) as { status: string; error: string | null }
            return current.status !== "running" && current
          },
          { message: `the import of ${file.label} to end` },
        )
        expect(job, file.label).toMatchObject({ status: "failed", error: expect.any(String) })
      } else
        expect(started.body, file.label).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        })
      expect(await lastPosition(), file.label).toBe(positionBefore)
    }
  })

  it("answers generated files (right starts, wrong middles, odd names and types) without a 5xx, keeping nothing it refuses", async () => {
    const starts = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("GIF89a"),
      Buffer.from("%PDF-1.7"),
      Buffer.from("<svg onload=alert(1)>"),
      Buffer.from("PK\u0003\u0004"),
      Buffer.alloc(0),
    ]
    const file = fc.record({
      bytes: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...starts),
            fc
              .tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }))
              .map(([width, height]) => Buffer.from(pngBomb(width, height)).subarray(0, 33)),
          ),
          fc.uint8Array({ maxLength: 3000 }),
        )
        .map(([start, rest]) => new Uint8Array(Buffer.concat([start, rest]))),
      name: fc.constantFrom(
        "me.png",
        "me.jpg",
        "noext",
        "../../etc/passwd.png",
        "a\u0000b.jpg",
        "ünï😀.png",
        "",
      ),
      type: fc.constantFrom(
        "image/png",
        "image/jpeg",
        "image/svg+xml",
        "text/html",
        "application/octet-stream",
        "",
      ),
    })
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(file, async (generated) => {
        const [filesBefore, positionBefore] = [storedFiles(), await lastPosition()]
        const answer = await rest("/api/v1/users", "PATCH", fileForm("user[headshot]", generated), token)
        expect(answer.status).toBeLessThan(500)
        if (answer.status === 200) {
          accepted++
          return
        }
        expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
        expect(storedFiles()).toEqual(filesBefore)
        expect(await lastPosition()).toBe(positionBefore)
      }),
      { numRuns: 120, seed: 20261123 },
    )
    // random bytes after a good start are never a whole image
    expect(accepted).toBe(0)
  })

  it("accepts a large genuine headshot within 10,000,000 bytes, and refuses it padded to 10,000,001", async () => {
    const detailed = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer()
    expect(detailed.length).toBeLessThanOrEqual(10_000_000)
    const accepted = await rest(
      "/api/v1/users",
      "PATCH",
      fileForm("user[headshot]", { bytes: detailed, type: "image/png", name: "big.png" }),
      token,
    )
    expect(accepted.status).toBe(200)
    const padded = Buffer.concat([detailed, Buffer.alloc(10_000_001 - detailed.length)])
    const refused = await rest(
      "/api/v1/users",
      "PATCH",
      fileForm("user[headshot]", { bytes: padded, type: "image/png", name: "big.png" }),
      token,
    )
    expect(refused).toMatchObject({ status: 413, body: { message: profileMessages.headshotTooLarge } })
  })
})

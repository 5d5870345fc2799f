import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { govSignUpForm } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in assertions
type Json = Record<string, any>

describe(`eager relations through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let gov = { id: "", token: "" }
  let company = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const email = "eve.eager@partner.example"
    const q = await app.services.govUsers.users.vision.mint({
      visionUserId: "v-eager",
      email,
      firstName: "Eve",
      lastName: "Eager",
      position: "Contracting Officer",
      organization: "Army",
      emailValid: true,
    })
    const signedUp = await app.request("/api/v1/gov_users/signup", {
      method: "POST",
      // vouched for by the VISION token: confirmed at once, with a whole profile
      body: govSignUpForm({
        "user[email]": email,
        "user[firstName]": "Eve",
        "user[lastName]": "Eager",
        "user[encryptedVisionUserData]": q,
        "user[technologyTypes][1][id]": undefined,
      }),
    })
    expect(signedUp.status).toBe(201)
    const id = ((await signedUp.json()) as Json).id as string
    const token = (signedUp.headers.get("authorization") ?? "").replace(/^Bearer /, "")
    await app.acceptPolicies(id)
    gov = { id, token }
    const c = await app.agreedUser("eager-company", ["ignite"])
    company = c.token
  })
  afterAll(() => app?.close())

  const get = async (path: string, token: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as Json }
  }

  it("answers the current government user with their profile, technology types and settings when asked", async () => {
    const me = await get(
      "/api/v1/current_user?eager=govUserExtendedData,technologyTypes,govUserSetting",
      gov.token,
    )
    expect(me.status).toBe(200)
    expect(me.body.govUserExtendedData).toMatchObject({
      visionUserId: "v-eager",
      govUserOrganizationId: "1",
      city: "Huntsville",
      govEmployeeSinceYear: 2012,
      linesOfEffort: [{ details: "Counter-UAS sensing for expeditionary bases" }],
    })
    expect(me.body.technologyTypes.map((type: Json) => type.id)).toEqual(["3"])
    expect(me.body.govUserSetting).toEqual({ allowMessageRequests: true })

    const plain = await get("/api/v1/current_user", gov.token)
    expect(plain.body).not.toHaveProperty("govUserExtendedData")
    const company_ = await get("/api/v1/current_user?eager=govUserExtendedData", company)
    expect(company_.body.govUserExtendedData).toBeNull()
  })

  it("answers a settings change with the relations asked for", async () => {
    const response = await app.request("/api/v1/users?eager=govUserExtendedData,govUserSetting", {
      method: "PATCH",
      token: gov.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { govUserSettingAttributes: { allowMessageRequests: false } } }),
    })
    const body = (await response.json()) as Json
    expect(response.status).toBe(200)
    expect(body.govUserSetting).toEqual({ allowMessageRequests: false })
    expect(body.govUserExtendedData.visionUserId).toBe("v-eager")
  })

  it("refuses a relation a read does not know with the 400 envelope, never ignoring it", async () => {
    const refusals = [
      ["/api/v1/current_user?eager=govUserExtendedData,passwordDigest", gov.token],
      [`/api/v1/gov/users/${gov.id}?eager=technologyTypes,secrets`, company],
      ["/api/v1/gov/users?eager=nope", company],
      ["/api/v1/gov_user_organizations?eager=everything", company],
      ["/api/v1/gov/user_classifications?eager=govUserClassificationCategory,nope", company],
      ["/api/v1/social_media_types?eager=owners", company],
      // decoded before the storefront is looked for: an unknown relation is a 400 whoever owns it
      ["/api/v1/connect/listings/00000000-0000-4000-8000-000000000001?eager=links,passwords", company],
      ["/api/v1/listings/00000000-0000-4000-8000-000000000001?eager=attachments,payments", company],
    ] as const
    for (const [path, token] of refusals) {
      const answer = await get(path, token)
      expect({ path, ...answer }).toEqual({
        path,
        status: 400,
        body: {
          error: "ValidationFailed",
          message: "Some fields are invalid.",
          status: 400,
          details: [{ path: "eager", message: expect.stringMatching(/^Unknown eager relation /) }],
        },
      })
    }
    const known = await get(
      `/api/v1/gov/users/${gov.id}?eager=technologyTypes,govUserSetting,isActive,activeChatThreadsCount`,
      company,
    )
    expect(known.status).toBe(200)
    expect(known.body).toMatchObject({ isActive: true, activeChatThreadsCount: 0 })
    const classifications = await get(
      "/api/v1/gov/user_classifications?eager=govUserClassificationCategory",
      company,
    )
    expect(classifications.status).toBe(200)
    expect(classifications.body).toContainEqual(
      expect.objectContaining({
        govUserClassificationCategory: expect.objectContaining({ name: expect.any(String) }),
      }),
    )
  })
})

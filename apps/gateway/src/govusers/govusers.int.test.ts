import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { aVisionUser, govSignUpForm } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in assertions
type Json = Record<string, any>

const notAllowed =
  "This email is not currently allowed for Ignite government user signup. Please contact support to request access."

describe(`government users through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let admin = ""
  let company = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const a = await app.agreedUser("gov-admin", ["admin"])
    admin = a.token
    const c = await app.agreedUser("gov-searcher", ["ignite"])
    company = c.token
  })
  afterAll(() => app.close())

  const call = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
    const isForm = options.body instanceof FormData
    const response = await app.request(path, {
      method,
      token: options.token,
      headers: options.body === undefined || isForm ? {} : { "content-type": "application/json" },
      ...(options.body === undefined
        ? {}
        : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as Json,
    }
  }
  const signUp = (form: FormData) => call("POST", "/api/v1/gov_users/signup", { body: form })
  const tokenOf = (answer: { headers: Headers }) => answer.headers.get("authorization")!.slice(7)
  const agree = async (token: string) => {
    for (const kind of ["terms", "privacy"]) {
      const document = await call("GET", `/api/v1/${kind}`)
      expect((await call("POST", `/api/v1/${kind}/${document.body.id}/sign`, { token })).status).toBeLessThan(
        300,
      )
    }
  }

  it("checks emails against the allow list; admins add and remove domains and addresses", async () => {
    const check = async (email: string) =>
      (await call("GET", `/api/v1/gov/check_email?email=${encodeURIComponent(email)}`)).body
    expect(await check("a@army.mil")).toEqual({ email: "a@army.mil", allowed: true, message: null })
    expect((await check("B@Agency.GOV")).allowed).toBe(true)
    expect((await check("gov@ignite.local")).allowed).toBe(true)
    expect(await check("pat@contractor.com")).toEqual({
      email: "pat@contractor.com",
      allowed: false,
      message: notAllowed,
    })
    const bad = await call("GET", "/api/v1/gov/check_email?email=not-an-email")
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: "ValidationFailed", status: 400 })

    const added = await call("POST", "/api/v1/admin/gov_email_allow_list", {
      token: admin,
      body: { entry: "Contractor.com" },
    })
    expect(added.status).toBe(201)
    expect(added.body.data.map((row: Json) => row.entry)).toEqual([
      ".mil",
      ".gov",
      "ignite.local",
      "contractor.com",
    ])
    expect((await check("pat@contractor.com")).allowed).toBe(true)
    const again = await call("POST", "/api/v1/admin/gov_email_allow_list", {
      token: admin,
      body: { entry: "contractor.com" },
    })
    expect(again.body).toEqual({
      error: "Conflict",
      message: "This entry is already on the allow list.",
      status: 409,
    })
    const invalid = await call("POST", "/api/v1/admin/gov_email_allow_list", {
      token: admin,
      body: { entry: "no spaces allowed" },
    })
    expect(invalid.status).toBe(400)
    const removed = await call("DELETE", "/api/v1/admin/gov_email_allow_list/contractor.com", {
      token: admin,
    })
    expect(removed.body.data).toHaveLength(3)
    expect((await check("pat@contractor.com")).allowed).toBe(false)
    const missing = await call("DELETE", "/api/v1/admin/gov_email_allow_list/nowhere.org", { token: admin })
    expect(missing.status).toBe(404)
    expect((await call("GET", "/api/v1/admin/gov_email_allow_list", { token: admin })).body.data).toEqual([
      { entry: ".mil" },
      { entry: ".gov" },
      { entry: "ignite.local" },
    ])
  })

  it("signs up a government user: confirmation mail, terms, then the profile view", async () => {
    const answer = await signUp(govSignUpForm({ "user[redirectTo]": "/account" }))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ email: "pat.gov@army.mil", userRoles: ["gov"], confirmed: false })
    const token = tokenOf(answer)
    expect((await call("GET", "/api/v1/current_user", { token })).body.error).toBe("UnconfirmedEmail")
    const mail = await waitFor(async () => {
      const box = (await call("GET", "/api/dev/mail?to=pat.gov%40army.mil")).body as unknown as Array<{
        text: string
      }>
      return box.length > 0 ? box : undefined
    })
    // the mailed link continues where the sign-up said (spec 01 §7 redirectTo)
    expect(mail[0]!.text).toContain("redirectTo=%2Faccount")
    const link = /confirmationToken=([\w-]+)/.exec(mail[0]!.text)![1]
    expect((await call("GET", `/api/v1/users/confirmation?confirmation_token=${link}`)).status).toBe(200)
    expect((await call("GET", "/api/v1/current_user", { token })).body.error).toBe("MissingTermsPrivacy")
    await agree(token)
    const me = await call("GET", "/api/v1/current_user", { token })
    expect(me.body).toMatchObject({
      firstName: "Pat",
      title: "Program Manager",
      govUserSetting: { allowMessageRequests: true },
    })

    const view = await call("GET", `/api/v1/gov/users/${answer.body.id}?eager=technologyTypes`, {
      token: company,
    })
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({
      id: answer.body.id,
      firstName: "Pat",
      lastName: "Rivera",
      title: "Program Manager",
      timezone: "America/New_York",
      isActive: true,
      activeChatThreadsCount: 0,
      connector: null,
      serviceYears: "11-15",
      technologyTypes: [
        { id: "3", name: "Artificial Intelligence / Machine Learning" },
        { id: "6", name: "Cybersecurity" },
      ],
      govUserSetting: { allowMessageRequests: true },
      govUserExtendedData: {
        govUserOrganization: { id: "1", name: "Army", longName: "United States Army" },
        profileDetail: "<p>I run <strong>autonomy</strong> pilots</p>",
        linesOfEffort: [{ details: "Counter-UAS sensing for expeditionary bases" }],
        govUserClassifications: [
          {
            id: "1",
            description: "Contracting Officer",
            govUserClassificationCategory: { id: "1", name: "Acquisition" },
          },
        ],
        city: "Huntsville",
        stateOrProvince: "AL",
        country: "US",
        govEmployeeSinceYear: 2012,
        visionUserId: null,
      },
    })
    // a government user reads their own profile, on both transports, and another's not at all (issue 26)
    expect((await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token })).status).toBe(200)
    const other = await app.agreedUser("gov-profile-reader", ["gov"])
    expect(await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { error: "NotFound", message: "Error retrieving gov user. Please try again." },
    })
    await expect((await app.trpc(other.token)).govUsers.get({ id: answer.body.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { code: "NotFound" },
    })
    expect((await (await app.trpc(token)).govUsers.get({ id: answer.body.id })).id).toBe(answer.body.id)
  })

  it("refuses addresses off the allow list, a missing affirmation and every broken profile rule, leaving no user", async () => {
    const refused = await signUp(govSignUpForm({ "user[email]": "someone@gmail.com" }))
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ error: "EmailNotAllowed", message: notAllowed, status: 422 })
    const unaffirmed = await signUp(
      govSignUpForm({ "user[email]": "u1@navy.mil", "user[unclassifiedAffirmed]": undefined }),
    )
    expect(unaffirmed.status).toBe(400)
    expect(unaffirmed.body.details).toEqual([
      {
        path: "user.unclassifiedAffirmed",
        message: "Affirm that the information you provide is unclassified (non-CUI)",
      },
    ])
    const mismatch = await signUp(
      govSignUpForm({ "user[email]": "u1@navy.mil", "user[confirmPassword]": "Other123!" }),
    )
    expect(mismatch.body.details).toEqual([
      { path: "user.confirmPassword", message: "Passwords must match", code: "mismatch" },
    ])
    const broken = await signUp(
      govSignUpForm({
        "user[email]": "u1@navy.mil",
        "user[govUserOrganizationId]": "",
        "user[technologyTypes][0][destroy]": "true",
        "user[technologyTypes][1][id]": undefined,
        "user[govUserClassifications][0][destroy]": "true",
        "user[linesOfEffort][0][details]": "   ",
        "user[profileDetail]": "<p>x</p>",
        "user[govEmployeeSinceYear]": "19x0",
      }),
    )
    expect(broken.status).toBe(400)
    expect(broken.body.details).toEqual([
      { path: "user.govUserOrganizationId", message: "Select an organization" },
      { path: "user.technologyTypes", message: "Select at least one technology type" },
      { path: "user.govUserClassifications", message: "Select at least one classification" },
      { path: "user.linesOfEffort", message: "need at least one valid line of effort" },
      { path: "user.profileDetail", message: "Must be at least 2 characters", code: "insufficient_length" },
      { path: "user.govEmployeeSinceYear", message: "Must be a number", code: "not_a_number" },
    ])
    const weakPassword = await signUp(
      govSignUpForm({
        "user[email]": "u1@navy.mil",
        "user[password]": "short",
        "user[confirmPassword]": "short",
      }),
    )
    expect(weakPassword.body.details[0]).toMatchObject({ path: "user.password", code: "insufficient_length" })
    // nothing was left behind: the same address signs up once the form is right
    expect((await signUp(govSignUpForm({ "user[email]": "u1@navy.mil" }))).status).toBe(201)
    const twice = await signUp(govSignUpForm({ "user[email]": "u1@navy.mil" }))
    expect(twice.body).toMatchObject({ error: "UserAlreadyExists", status: 409 })
  })

  it("edits the government profile with every rule, keeping line ids; phones stay out", async () => {
    const answer = await signUp(govSignUpForm({ "user[email]": "editor@af.mil" }))
    const token = tokenOf(answer)
    await app.services.identity.users.confirm(await app.linkToken(answer.body.id, "ConfirmationSent"))
    await agree(token)
    const before = (await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token })).body
    const lineId = before.govUserExtendedData.linesOfEffort[0].id
    const person = { firstName: "Pat", lastName: "Edited", title: "Director", timezone: "America/Chicago" }
    const extended = {
      govUserOrganizationId: "2",
      profileDetail: "<p>Updated <em>statement</em><script>x()</script></p>",
      linesOfEffort: [{ id: lineId, details: "Reworded line" }, { details: "A second line" }],
      govUserClassifications: [{ id: "1", destroy: true }, { id: "3" }],
      city: "Dayton",
      stateOrProvince: "OH",
      country: "US",
      govEmployeeSinceYear: 2000,
    }
    const bad = await call("PATCH", "/api/v1/users", {
      token,
      body: {
        user: {
          ...person,
          technologyTypes: [{ id: "3", destroy: true }],
          govUserExtendedDataAttributes: {
            ...extended,
            linesOfEffort: [
              { details: "x".repeat(301) },
              ...Array.from({ length: 6 }, () => ({ details: "ok" })),
            ],
            govEmployeeSinceYear: "",
          },
        },
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.details).toEqual([
      { path: "user.technologyTypes", message: "Select at least one technology type" },
      {
        path: "user.govUserExtendedDataAttributes.linesOfEffort.0.details",
        message: "Must be at most 300 characters",
        code: "too_long",
      },
      { path: "user.govUserExtendedDataAttributes.linesOfEffort", message: "No more than 6 lines of effort" },
      {
        path: "user.govUserExtendedDataAttributes.govEmployeeSinceYear",
        message: "Enter a year",
        code: "invalid_year",
      },
    ])
    const outOfBounds = await call("PATCH", "/api/v1/users", {
      token,
      body: {
        user: {
          ...person,
          technologyTypes: [{ id: "1" }],
          govUserExtendedDataAttributes: { ...extended, govEmployeeSinceYear: 1799 },
        },
      },
    })
    expect(outOfBounds.body.details).toEqual([
      expect.objectContaining({
        path: "user.govUserExtendedDataAttributes.govEmployeeSinceYear",
        code: "year_out_of_bounds",
      }),
    ])
    // the refused edit changed nothing, identity's part included
    expect((await call("GET", "/api/v1/current_user", { token })).body.lastName).toBe("Rivera")
    const ok = await call("PATCH", "/api/v1/users", {
      token,
      body: { user: { ...person, technologyTypes: [{ id: "1" }], govUserExtendedDataAttributes: extended } },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ lastName: "Edited", title: "Director", cellPhone: null })
    const view = (await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token })).body
    expect(view).toMatchObject({
      lastName: "Edited",
      serviceYears: "20+",
      technologyTypes: [{ id: "1" }],
      govUserExtendedData: {
        govUserOrganizationId: "2",
        profileDetail: "<p>Updated <em>statement</em></p>",
        linesOfEffort: [{ id: lineId, details: "Reworded line" }, { details: "A second line" }],
        govUserClassifications: [{ id: "3" }],
        city: "Dayton",
      },
    })
    const phones = await call("PATCH", "/api/v1/users", {
      token,
      body: {
        user: {
          ...person,
          cellPhone: "555-0100",
          technologyTypes: [{ id: "1" }],
          govUserExtendedDataAttributes: extended,
        },
      },
    })
    expect(phones.status).toBe(403)
    // the privacy setting is the government user's own
    const privacy = await call("PATCH", "/api/v1/users", {
      token,
      body: { user: { govUserSettingAttributes: { allowMessageRequests: false } } },
    })
    expect(privacy.body.govUserSetting).toEqual({ allowMessageRequests: false })
    expect((await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token })).body.govUserSetting).toEqual(
      {
        allowMessageRequests: false,
      },
    )
  })

  it("answers 'Error retrieving gov user. Please try again.' for an unknown id, and isActive from sign-ins", async () => {
    const missing = await call("GET", "/api/v1/gov/users/00000000-0000-4000-8000-000000000000", {
      token: company,
    })
    expect(missing.body).toEqual({
      error: "NotFound",
      message: "Error retrieving gov user. Please try again.",
      status: 404,
    })
    const { userId } = await app.services.identity.users.register({
      email: "never.signed.in@dla.mil",
      password: "Secret123!",
      firstName: "Nev",
      lastName: "Er",
      roles: ["gov"],
      confirmed: true,
    })
    const view = await call("GET", `/api/v1/gov/users/${userId}`, { token: company })
    expect(view.body).toMatchObject({ isActive: false, serviceYears: null, technologyTypes: [] })
  })

  it("lets company users and admins search government users by text and filters", async () => {
    const answer = await signUp(
      govSignUpForm({
        "user[email]": "searchable@socom.mil",
        "user[lastName]": "Searchable",
        "user[linesOfEffort][0][details]": "Hypersonic glide vehicle thermal protection",
        "user[technologyTypes][0][id]": "10",
        "user[technologyTypes][1][id]": undefined,
      }),
    )
    await app.services.identity.users.confirm(await app.linkToken(answer.body.id, "ConfirmationSent"))
    const found = await call("GET", "/api/v1/gov/users?search=thermal%20protection", { token: company })
    expect(found.status).toBe(200)
    expect(found.body.data.map((user: Json) => user.id)).toEqual([answer.body.id])
    expect(found.body.data[0].searchMetadata.highlight).toContain("<b>thermal</b>")
    expect(found.body.pagination).toMatchObject({ count: 1, page: 1 })
    const byType = await call("GET", "/api/v1/gov/users?technologyTypeIds=10", { token: admin })
    expect(byType.body.data.map((user: Json) => user.lastName)).toEqual(["Searchable"])
    const none = await call("GET", "/api/v1/gov/users?technologyTypeIds=10&govUserOrganizationIds=2", {
      token: company,
    })
    expect(none.body.data).toEqual([])
    const gov = await app.agreedUser("gov-searching", ["gov"])
    expect((await call("GET", "/api/v1/gov/users", { token: gov.token })).status).toBe(403)
    expect((await call("GET", "/api/v1/gov/users")).status).toBe(401)
  })

  it("reads VISION tokens and refuses tampered, expired and foreign ones", async () => {
    const tokens = app.services.govUsers.users.vision
    const q = await tokens.mint(aVisionUser("val@partner.example", "v-100"))
    const data = await call("GET", `/api/v1/gov_users/vision_user_data?q=${q}`)
    expect(data.body).toEqual(aVisionUser("val@partner.example", "v-100"))
    expect((await call("GET", `/api/v1/gov_users/vision_redirection_data?q=${q}`)).body).toEqual({
      userExists: false,
      linked: false,
      redirectTo: "/gov_user",
    })
    const tampered = `${q.slice(0, -3)}${q.endsWith("AAA") ? "BBB" : "AAA"}`
    const refusal = await call("GET", `/api/v1/gov_users/vision_user_data?q=${tampered}`)
    expect(refusal.body).toEqual({
      error: "InvalidVisionToken",
      message: "This VISION link is invalid. Please return to VISION and try again.",
      status: 422,
    })
    const expired = await tokens.mint(aVisionUser("val@partner.example", "v-100"), -60)
    expect(
      (await call("GET", `/api/v1/gov_users/user_exists_and_is_linked?q=${expired}`)).body,
    ).toMatchObject({
      error: "ExpiredVisionToken",
      message: "This VISION link has expired. Please return to VISION and try again.",
    })
    const foreign = await signUp(
      govSignUpForm({ "user[email]": "someone.else@partner.example", "user[encryptedVisionUserData]": q }),
    )
    expect(foreign.body).toMatchObject({
      error: "InvalidVisionToken",
      message: "This VISION link belongs to a different email address.",
    })
  })

  it("signs up a VISION user off the allow list, confirmed by the partner, with the verified badge", async () => {
    const q = await app.services.govUsers.users.vision.mint(aVisionUser("val@partner.example", "v-200"))
    const answer = await signUp(
      govSignUpForm({ "user[email]": "val@partner.example", "user[encryptedVisionUserData]": q }),
    )
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ confirmed: true, userRoles: ["gov"] })
    const token = tokenOf(answer)
    await agree(token)
    const view = await call("GET", `/api/v1/gov/users/${answer.body.id}`, { token })
    expect(view.body.govUserExtendedData.visionUserId).toBe("v-200")
    expect((await call("GET", `/api/v1/gov_users/user_exists_and_is_linked?q=${q}`)).body).toEqual({
      userExists: true,
      linked: true,
    })
    expect((await call("GET", `/api/v1/gov_users/vision_redirection_data?q=${q}`)).body.redirectTo).toBe(
      "/signin",
    )
    const again = await signUp(
      govSignUpForm({ "user[email]": "val@partner.example", "user[encryptedVisionUserData]": q }),
    )
    expect(again.body).toEqual({
      error: "UserAlreadyExists",
      message: "A User with your Vision email already exists. Please log in.",
      status: 409,
    })
  })

  it("links an existing government user to VISION with a token for their own email only", async () => {
    const existing = await app.agreedUser("linker", ["gov"])
    const email = "linker@test.ignite.local"
    const q = await app.services.govUsers.users.vision.mint(aVisionUser(email, "v-300"))
    expect((await call("GET", `/api/v1/gov_users/user_exists_and_is_linked?q=${q}`)).body).toEqual({
      userExists: true,
      linked: false,
    })
    const other = await app.services.govUsers.users.vision.mint(aVisionUser("someone@army.mil", "v-301"))
    const refused = await call("POST", "/api/v1/gov_users/save_vision_data_for_existing_users", {
      token: existing.token,
      body: { q: other },
    })
    expect(refused.body.error).toBe("InvalidVisionToken")
    const linked = await call("POST", "/api/v1/gov_users/save_vision_data_for_existing_users", {
      token: existing.token,
      body: { q },
    })
    expect(linked.status).toBe(200)
    expect(linked.body.govUserExtendedData.visionUserId).toBe("v-300")
    expect((await call("GET", `/api/v1/gov_users/user_exists_and_is_linked?q=${q}`)).body).toEqual({
      userExists: true,
      linked: true,
    })
  })
})

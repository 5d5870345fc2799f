import { describe, expect, it } from "vitest"
import { adapters } from "../adapters"
import { buildOpenApi } from "./openapi"

// biome-ignore lint/suspicious/noExplicitAny: the document is read path by path
type Json = Record<string, any>

const document = buildOpenApi(
  adapters.flatMap((adapter) => adapter.routes),
  { title: "Ignite API", version: "1" },
) as Json
const operation = (method: string, path: string): Json => document.paths[path][method]
const formOf = (method: string, path: string): Json =>
  operation(method, path).requestBody.content["multipart/form-data"].schema.properties
const binary = { type: "string", format: "binary" }

describe("the OpenAPI document", () => {
  it("describes the government sign-up as a multipart form with its bracket-nested fields and the headshot file", () => {
    const fields = formOf("post", "/api/v1/gov_users/signup")
    expect(fields["user[headshot]"]).toEqual(binary)
    for (const name of [
      "recaptchaToken",
      "user[email]",
      "user[firstName]",
      "user[unclassifiedAffirmed]",
      "user[encryptedVisionUserData]",
      "user[technologyTypes][0][id]",
      "user[linesOfEffort][0][details]",
      "user[govUserClassifications][0][id]",
      "user[govEmployeeSinceYear]",
    ])
      expect(fields, name).toHaveProperty([name])
    expect(JSON.stringify(fields["user[unclassifiedAffirmed]"])).toContain('"boolean"')
    expect(fields).not.toHaveProperty(["user"])
  })

  it("describes the claim and invite sign-ups' fields, social media accounts and headshot file", () => {
    for (const path of ["/api/v1/claim_requests/claim_account", "/api/v1/user_invites/accept_invite"]) {
      const fields = formOf("post", path)
      expect(fields.headshot).toEqual(binary)
      for (const name of [
        "firstName",
        "password",
        "passwordConfirmation",
        "socialMediaAccountsAttributes[0][identifier]",
        "socialMediaAccountsAttributes[0][socialMediaTypeId]",
      ])
        expect(fields, `${path} ${name}`).toHaveProperty([name])
    }
    expect(formOf("post", "/api/v1/claim_requests/claim_account")).toHaveProperty(["claimToken"])
    expect(formOf("post", "/api/v1/user_invites/accept_invite")).toHaveProperty(["inviteToken"])
  })

  it("describes PATCH /api/v1/users as the profile form (multipart) or one of four JSON forms", () => {
    const fields = formOf("patch", "/api/v1/users")
    expect(fields["user[headshot]"]).toEqual(binary)
    expect(fields).toHaveProperty(["user[firstName]"])
    expect(fields).toHaveProperty(["user[govUserExtendedDataAttributes][linesOfEffort][0][details]"])
    const json = operation("patch", "/api/v1/users").requestBody.content["application/json"].schema
    expect(JSON.stringify(json)).toContain("currentPassword")
    expect(JSON.stringify(json)).toContain("govUserSettingAttributes")
    expect(json.properties.user).not.toEqual({ type: "object" })
  })

  it("describes file fields of the artifact, listing and import uploads as binary", () => {
    expect(formOf("post", "/api/v1/listings/{id}/listing_services")).toMatchObject({
      "listing_service[logo]": binary,
      "listing_service[listingArtifactAttachmentsAttributes][0][file]": binary,
    })
    expect(formOf("patch", "/api/v1/current_user/listings/{id}")["listing[logo]"]).toEqual(binary)
    expect(formOf("post", "/api/v1/admin/imports/sbir_awards")).toEqual({ file: binary })
  })

  it("documents the error answers with the codes each operation can give", () => {
    const codes = (method: string, path: string, status: number): string[] => {
      const response = operation(method, path).responses[status]
      expect(response.content["application/json"].schema.allOf[0]).toEqual({
        $ref: "#/components/schemas/ErrorEnvelope",
      })
      return response.content["application/json"].schema.allOf[1].properties.error.enum
    }
    expect(document.components.schemas.ErrorEnvelope.required).toEqual(["error", "message", "status"])
    const claim = ["post", "/api/v1/claim_requests"] as const
    expect(codes(...claim, 400)).toEqual(
      expect.arrayContaining(["ValidationFailed", "InvalidCaptcha", "InvalidUniqueEntityId"]),
    )
    expect(codes(...claim, 409)).toEqual(
      expect.arrayContaining(["ClaimRequestAlreadyExists", "UserAlreadyExists"]),
    )
    expect(codes(...claim, 422)).toEqual(["EmailUnmatched"])
    expect(codes(...claim, 429)).toEqual(["RateLimited"])
    expect(operation(...claim).responses).not.toHaveProperty("401")
    expect(codes("post", "/api/v1/users/sign_in", 401)).toContain("InvalidCredentials")
    expect(codes("post", "/api/v1/gov_users/signup", 422)).toEqual(
      expect.arrayContaining(["EmailNotAllowed", "InvalidVisionToken"]),
    )
    const current = operation("get", "/api/v1/current_user").responses
    expect(codes("get", "/api/v1/current_user", 401)).toEqual(
      expect.arrayContaining(["ExpiredToken", "MissingToken", "UnconfirmedEmail", "MissingTermsPrivacy"]),
    )
    expect(current).not.toHaveProperty("403")
    expect(codes("get", "/api/v1/current_user/account", 403)).toEqual(["Forbidden"])
    expect(codes("get", "/api/v1/gov/users/{id}", 404)).toContain("NotFound")
    expect(codes("get", "/api/v1/maps/places/{placeId}", 404)).toEqual(
      expect.arrayContaining(["MapsNotConfigured", "PlaceNotFound"]),
    )
    // signing the terms passes the terms gate: it cannot answer MissingTermsPrivacy
    expect(codes("post", "/api/v1/terms/{id}/sign", 401)).not.toContain("MissingTermsPrivacy")
  })

  it("documents a download by its file type", () => {
    expect(operation("get", "/api/v1/connect/listings/export").responses["200"]).toEqual({
      description: "A file, as an attachment",
      content: { "text/csv; charset=utf-8": { schema: { type: "string" } } },
    })
  })

  it("declares an answer schema for every operation that answers a body", () => {
    const bodyless = Object.entries(document.paths as Json).flatMap(([path, methods]) =>
      Object.entries(methods as Json)
        .filter(([, op]) => {
          const ok = Object.entries(op.responses as Json).find(([status]) => status.startsWith("2"))
          return ok?.[0] !== "204" && JSON.stringify(ok?.[1].content?.["application/json"]?.schema) === "{}"
        })
        .map(([method]) => `${method} ${path}`),
    )
    expect(bodyless).toEqual([])
  })
})

import { allErrors, authErrorCodes, type ErrorCode, ErrorEnvelope } from "@ignite/contracts"
import { Schema } from "effect"
import type { RestRoute } from "./route"

type Json = Record<string, unknown>

const gateCodes: readonly ErrorCode[] = ["UnconfirmedEmail", "MissingTermsPrivacy"]
const sessionCodes = authErrorCodes.filter((code) => !gateCodes.includes(code))
const roleLimited = new Set(["company", "gov", "admin", "company-or-admin", "operator"])

/**
 * The error codes an operation can answer, by HTTP status: input problems where it takes input, the
 * session's 401s (the gates it does not pass), 403 where a role is needed, 404 where a path names
 * something, 413/415 for bodies, what the route declares, and the 500 that names the request id.
 */
export const errorCodesOf = (route: RestRoute): Map<number, ErrorCode[]> => {
  const codes = new Set<ErrorCode>(route.errors ?? [])
  if (route.params || route.query || route.body || route.headers || route.form)
    codes.add("ValidationFailed").add("BadRequest")
  if (route.access !== "anonymous") {
    for (const code of sessionCodes) codes.add(code)
    if (route.access !== "signed-in") codes.add("UnconfirmedEmail")
    if (route.access !== "signed-in" && route.access !== "confirmed") codes.add("MissingTermsPrivacy")
  }
  if (roleLimited.has(route.access)) codes.add("Forbidden")
  if (route.params) codes.add("NotFound")
  if (route.body || route.form) codes.add("UnsupportedMediaType").add("PayloadTooLarge")
  codes.add("InternalError")
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of codes) {
    const status = allErrors[code].status
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b))
}

/**
 * A JSON Schema object flattened into the multipart form's fields: nested objects as `parent[key]`, array
 * items as `parent[0]...` (the first index stands for each), references resolved. Leaves keep their schema.
 */
const flattenForm = (schema: Json, definitions: Record<string, Json>, prefix = ""): Record<string, Json> => {
  const resolve = (s: Json): Json => {
    const ref = s.$ref
    if (typeof ref === "string") return resolve(definitions[ref.replace(/^#\/\$defs\//, "")] ?? {})
    const anyOf = s.anyOf as Json[] | undefined
    if (anyOf) {
      const present = anyOf.map(resolve).filter((member) => member.type !== "null")
      const [only] = present
      if (present.length === 1 && only && (only.type === "object" || only.type === "array")) return only
    }
    return s
  }
  const node = resolve(schema)
  const nameOf = (key: string) => (prefix ? `${prefix}[${key}]` : key)
  if (node.type === "object" && node.properties) {
    const fields: Record<string, Json> = {}
    for (const [key, property] of Object.entries(node.properties as Record<string, Json>))
      Object.assign(fields, flattenForm(property, definitions, nameOf(key)))
    return fields
  }
  if (node.type === "array" && node.items) return flattenForm(node.items as Json, definitions, `${prefix}[0]`)
  // a form of files alone has no fields
  return prefix ? { [prefix]: node } : {}
}

/**
 * Builds the OpenAPI 3.1 document from the route declarations and their effect schemas. Shared
 * definitions are hoisted into components.schemas. Every operation names its own security (public ones
 * none, the rest the bearer token), so a reader such as Swagger UI sends the token exactly where it counts.
 */
export const buildOpenApi = (routes: readonly RestRoute[], info: { title: string; version: string }) => {
  const components: Record<string, unknown> = {}

  const rewrite = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\//g, '"#/components/schemas/')) as Json
  const documentOf = (schema: Schema.Top) =>
    Schema.toJsonSchemaDocument(schema) as { schema: Json; definitions?: Record<string, Json> }
  const jsonSchema = (schema: Schema.Top): Json => {
    const document = documentOf(schema)
    for (const [name, definition] of Object.entries(document.definitions ?? {}))
      components[name] = rewrite(definition)
    return rewrite(document.schema)
  }

  const formSchema = (form: NonNullable<RestRoute["form"]>): Json => {
    const document = documentOf(form.fields)
    const fields = flattenForm(document.schema, document.definitions ?? {})
    const properties: Record<string, Json> = {}
    for (const [name, field] of Object.entries(fields))
      properties[name] = form.files.includes(name) ? { type: "string", format: "binary" } : rewrite(field)
    for (const file of form.files) properties[file] = { type: "string", format: "binary" }
    return { type: "object", properties }
  }

  const parametersOf = (schema: Schema.Top | undefined, location: "path" | "query" | "header") => {
    if (!schema) return []
    const s = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] }
    return Object.entries(s.properties ?? {}).map(([name, property]) => ({
      name,
      in: location,
      required: location === "path" || (s.required ?? []).includes(name),
      schema: property,
    }))
  }

  const errorResponse = (status: number, codes: readonly ErrorCode[]) => ({
    description: `${codes.join(", ")}${status === 500 ? " (the message names the request id)" : ""}`,
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: "#/components/schemas/ErrorEnvelope" },
            {
              type: "object",
              properties: { error: { type: "string", enum: codes }, status: { const: status } },
            },
          ],
        },
      },
    },
  })

  const requestBodyOf = (route: RestRoute) => {
    if (route.form)
      return {
        required: true,
        content: {
          "multipart/form-data": { schema: formSchema(route.form) },
          ...(route.form.json ? { "application/json": { schema: jsonSchema(route.form.json) } } : {}),
        },
      }
    if (route.body)
      return { required: true, content: { "application/json": { schema: jsonSchema(route.body) } } }
    return undefined
  }

  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const status = route.status ?? 200
    const responses: Record<string, unknown> = {
      [status]:
        status === 204
          ? { description: "No content" }
          : route.download
            ? {
                description: "A file, as an attachment",
                content: { [route.download.contentType]: { schema: { type: "string" } } },
              }
            : {
                description: "OK",
                content: { "application/json": { schema: route.response ? jsonSchema(route.response) : {} } },
              },
    }
    for (const [errorStatus, codes] of errorCodesOf(route))
      responses[errorStatus] = errorResponse(errorStatus, codes)
    const requestBody = requestBodyOf(route)
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        tags: [route.tag],
        operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        security: route.access === "anonymous" ? [] : [{ bearerAuth: [] }],
        parameters: [
          ...parametersOf(route.params, "path"),
          ...parametersOf(route.query, "query"),
          ...parametersOf(route.headers, "header"),
        ],
        ...(requestBody ? { requestBody } : {}),
        responses,
      },
    }
  }
  components.ErrorEnvelope = jsonSchema(ErrorEnvelope)

  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  }
}

import { ErrorEnvelope } from "@ignite/contracts"
import { Schema } from "effect"
import type { RestRoute } from "./route"

type Json = Record<string, unknown>

/**
 * Builds the OpenAPI 3.1 document from the route declarations and their effect schemas. Shared
 * definitions are hoisted into components.schemas. Every operation names its own security (public ones
 * none, the rest the bearer token), so a reader such as Swagger UI sends the token exactly where it counts.
 */
export const buildOpenApi = (routes: readonly RestRoute[], info: { title: string; version: string }) => {
  const components: Record<string, unknown> = {}

  const jsonSchema = (schema: Schema.Top): Json => {
    const document = Schema.toJsonSchemaDocument(schema) as {
      schema: Json
      definitions?: Record<string, Json>
    }
    const rewrite = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\//g, '"#/components/schemas/')) as Json
    for (const [name, definition] of Object.entries(document.definitions ?? {}))
      components[name] = rewrite(definition)
    return rewrite(document.schema)
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

  const errorResponse = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
  })

  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const status = route.status ?? 200
    const responses: Record<string, unknown> = {
      [status]:
        status === 204
          ? { description: "No content" }
          : {
              description: "OK",
              content: { "application/json": { schema: route.response ? jsonSchema(route.response) : {} } },
            },
      400: errorResponse("Bad request or invalid fields (details lists them)"),
      404: errorResponse("Not found"),
      500: errorResponse("Unexpected error (names the request id)"),
    }
    if (route.access !== "anonymous") {
      responses[401] = errorResponse(
        "ExpiredToken, InvalidToken, MissingToken, UnconfirmedEmail or MissingTermsPrivacy",
      )
      responses[403] = errorResponse("Forbidden")
    }
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        tags: [route.tag],
        operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        security: route.access === "anonymous" ? [] : [{ bearerAuth: [] }],
        parameters: [
          ...parametersOf(route.params, "path"),
          ...parametersOf(route.query, "query"),
          ...parametersOf(route.headers, "header"),
        ],
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchema(route.body) } },
              },
            }
          : {}),
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

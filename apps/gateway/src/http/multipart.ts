import { AppError } from "@ignite/contracts"
import { maxUploadBytes } from "@ignite/platform"
import type { FastifyRequest } from "fastify"

/**
 * Multipart forms use the JSON names nested with brackets (`user[firstName]`,
 * `user[socialMediaAccountsAttributes][0][identifier]`, `user[headshot]`). This turns the parts into the
 * same object a JSON body would be, files as bytes, "true"/"false" as booleans.
 */
export const setPath = (target: Record<string, unknown>, name: string, value: unknown) => {
  const keys = name.replace(/\]/g, "").split("[")
  if (keys.some((key) => key === "__proto__" || key === "constructor" || key === "prototype")) return
  let node: Record<string, unknown> = target
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value
      return
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1]!)
    if (typeof node[key] !== "object" || node[key] === null) node[key] = nextIsIndex ? [] : {}
    node = node[key] as Record<string, unknown>
  })
}

const coerce = (value: string): unknown => (value === "true" ? true : value === "false" ? false : value)

export const brokenFormMessage = "The form could not be read: the multipart framing is broken."

/**
 * The plugin's own refusals (limits, a file too large) carry FST_ codes the error handler maps; anything
 * else the parser throws (no boundary, a part cut short, a bad part header) is the client's framing.
 */
const isPluginRefusal = (error: unknown) =>
  typeof (error as { code?: unknown } | undefined)?.code === "string" &&
  (error as { code: string }).code.startsWith("FST_")

/**
 * A file at `...[file]` also names its sibling `...[fileName]` from the part's own filename: the name's
 * extension is one of the checks of an attachment's type. Other files (a headshot, a logo) carry no name.
 */
const fileNameField = (fieldname: string) =>
  fieldname.endsWith("[file]") ? `${fieldname.slice(0, -"[file]".length)}[fileName]` : undefined

/** `limits`: a form that carries several files says so (artifacts with attachments); else the plugin's. */
export const readMultipart = async (
  request: FastifyRequest,
  limits?: { files: number; fields: number },
): Promise<Record<string, unknown>> => {
  const body: Record<string, unknown> = {}
  try {
    const parts = limits
      ? request.parts({
          limits: { fileSize: maxUploadBytes, fieldSize: 100_000, ...limits },
        })
      : request.parts()
    for await (const part of parts) {
      if (part.type === "file") {
        setPath(body, part.fieldname, new Uint8Array(await part.toBuffer()))
        const nameField = fileNameField(part.fieldname)
        if (nameField && part.filename) setPath(body, nameField, part.filename)
      } else setPath(body, part.fieldname, coerce(String(part.value)))
    }
  } catch (error) {
    if (isPluginRefusal(error)) throw error
    throw new AppError("BadRequest", brokenFormMessage)
  }
  return body
}

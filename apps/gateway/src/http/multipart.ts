import { randomUUID } from "node:crypto"
import { createWriteStream } from "node:fs"
import { mkdir, readFile, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { pipeline } from "node:stream/promises"
import { AppError, profileMessages, ReceivedFile } from "@ignite/contracts"
import type { FastifyRequest } from "fastify"

/**
 * Multipart forms use the JSON names nested with brackets (`user[firstName]`,
 * `user[socialMediaAccountsAttributes][0][identifier]`, `user[headshot]`). This turns the parts into the
 * same object a JSON body would be, files as `ReceivedFile`s, "true"/"false" as booleans.
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

/** What one form may carry: the route's declared files, each at most `fileBytes`, and `fields` text fields. */
export interface FormLimits {
  readonly files: number
  readonly fields: number
  readonly fileBytes: number
}

/** A text field's longest value. */
const fieldBytes = 100_000
/** Room for the fields and the framing around the files: the JSON body limit. */
const fieldsAllowance = 1_048_576

/** The most a form within `limits` can weigh: what the Content-Length is checked against before reading. */
export const requestBytesOf = (limits: FormLimits) => limits.files * limits.fileBytes + fieldsAllowance

/** The spec's words for any file over its limit ("10MB filesize limit"), the same for every upload. */
const fileTooLarge = () => new AppError("PayloadTooLarge", profileMessages.headshotTooLarge)
const tooLarge = () => new AppError("PayloadTooLarge", "The request body is too large.")

export interface ReceivedForm {
  /** The form as a JSON body would be, each file a `ReceivedFile` on disk. */
  readonly body: Record<string, unknown>
  /** Removes the form's files from disk: once the request is answered, whatever the answer. */
  discard(): Promise<void>
}

/**
 * Reads a multipart form that its route has already authorized, streaming each file to its own temporary
 * file under `dir` (never into memory) within the per-file and per-request limits. A form that breaks a
 * limit or its framing leaves nothing on disk.
 */
export const receiveForm = async (
  request: FastifyRequest,
  dir: string,
  limits: FormLimits,
): Promise<ReceivedForm> => {
  const maxBytes = requestBytesOf(limits)
  // a body that says it is larger than the route takes is refused before a byte of it is read
  if (Number(request.headers["content-length"] ?? 0) > maxBytes) throw tooLarge()
  const formDir = join(dir, randomUUID())
  const discard = () => rm(formDir, { recursive: true, force: true })
  const body: Record<string, unknown> = {}
  let received = 0
  let files = 0
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: limits.fields,
        fieldSize: fieldBytes,
      },
    })
    for await (const part of parts) {
      if (part.type === "file") {
        if (files === 0) await mkdir(formDir, { recursive: true })
        const path = join(formDir, String(files++))
        await pipeline(part.file, createWriteStream(path))
        // the plugin stops a file at its limit and marks it truncated: refused at once, the rest unread
        if (part.file.truncated) throw fileTooLarge()
        const { size } = await stat(path)
        received += size
        if (received > maxBytes) throw tooLarge()
        setPath(body, part.fieldname, new ReceivedFile(size, () => readFile(path)))
        const nameField = fileNameField(part.fieldname)
        if (nameField && part.filename) setPath(body, nameField, part.filename)
      } else {
        const value = String(part.value)
        received += Buffer.byteLength(value)
        if (received > maxBytes) throw tooLarge()
        setPath(body, part.fieldname, coerce(value))
      }
    }
  } catch (error) {
    await discard()
    if (error instanceof AppError || isPluginRefusal(error)) throw error
    throw new AppError("BadRequest", brokenFormMessage)
  }
  return { body, discard }
}

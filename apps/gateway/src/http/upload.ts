import { randomUUID } from "node:crypto"
import { createWriteStream } from "node:fs"
import { mkdir, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { pipeline } from "node:stream/promises"
import { AppError, type UploadedFile } from "@ignite/contracts"
import type { FastifyRequest } from "fastify"
import { brokenFormMessage } from "./multipart"

/**
 * A large upload (an award file of hundreds of megabytes) streamed to a file under `dir` instead of memory:
 * the form's one file part, at most `maxBytes`. The route's handler owns the file from then on and removes
 * it when done; a refused or broken upload leaves nothing behind.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<UploadedFile> => {
  if (!request.isMultipart())
    throw new AppError("UnsupportedMediaType", "Send the file as multipart/form-data.")
  await mkdir(dir, { recursive: true })
  const path = join(dir, randomUUID())
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } }).catch(() => {
      throw new AppError("BadRequest", brokenFormMessage)
    })
    if (!part) throw new AppError("BadRequest", "The form has no file.")
    await pipeline(part.file, createWriteStream(path)).catch((error: unknown) => {
      if (error instanceof AppError) throw error
      throw new AppError("BadRequest", brokenFormMessage)
    })
    if (part.file.truncated)
      throw new AppError("PayloadTooLarge", `The file is larger than ${Math.floor(maxBytes / 1_000_000)} MB.`)
    const { size } = await stat(path)
    return { path, fileName: part.filename || "upload", bytes: size }
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
}

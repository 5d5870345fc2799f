import { Schema } from "effect"

/**
 * A file part of a multipart form as the gateway received it: streamed to a temporary file, never held in
 * memory, and read by whoever checks it, one file at a time (`bytesOf`). Made only by the gateway's form
 * reader: JSON cannot produce an instance, so no client can name a file of the server's disk as its upload.
 * The gateway removes the temporary file once the request is answered.
 */
export class ReceivedFile {
  constructor(
    /** Its size in bytes. */
    readonly size: number,
    /** Reads the whole file (at most one upload's limit, 10 MB). */
    readonly read: () => Promise<Uint8Array>,
  ) {}
}

/** A form's file: received by the gateway, or bytes a caller in process (tRPC's data URLs, tests) already holds. */
export type FormFile = Uint8Array | ReceivedFile

export const isFormFile = (input: unknown): input is FormFile =>
  input instanceof Uint8Array || input instanceof ReceivedFile

export const FormFile = Schema.declare(isFormFile, { expected: "a file" })

/** The file's size; a browser sends an empty part for a file input left alone. */
export const sizeOf = (file: FormFile): number => (file instanceof ReceivedFile ? file.size : file.length)

/** The file's bytes, read from the gateway's temporary file when it was received there. */
export const bytesOf = async (file: FormFile): Promise<Uint8Array> =>
  file instanceof ReceivedFile ? file.read() : file

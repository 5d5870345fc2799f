import { createReadStream } from "node:fs"
import { rm } from "node:fs/promises"
import { AppError, ImportJob, UploadedFile, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import type { RequestContext } from "../context"
import { defineRoute } from "../rest/route"

/** Award files are large (SBIR.gov's full export is hundreds of megabytes); they are streamed to disk. */
export const maxImportBytes = 2_000_000_000

const JobParams = Schema.Struct({ id: Uuid })

/** Starts the import of the uploaded file in the background; the temporary file goes when it is read. */
const startImport = (ctx: RequestContext, file: UploadedFile, actorId: string) => {
  const input = createReadStream(file.path)
  try {
    return ctx.services.companies.sbirImports.start(input, {
      fileName: file.fileName,
      bytesTotal: file.bytes,
      actorId,
      cleanup: async () => {
        input.destroy()
        await rm(file.path, { force: true })
      },
    })
  } catch (error) {
    input.destroy()
    throw error
  }
}

const jobOf = (ctx: RequestContext, id: string) => {
  const job = ctx.services.companies.sbirImports.job(id)
  if (!job) throw new AppError("NotFound", "There is no such import.")
  return job
}

interface Audience {
  readonly access: "admin" | "operator"
  readonly tag: "Imports" | "Operator"
}
const admins: Audience = { access: "admin", tag: "Imports" }
const operators: Audience = { access: "operator", tag: "Operator" }

/** The upload and the job's progress: the same for admins (the admin screen) and operators (the CLI). */
const uploadRoute = (audience: Audience, summary: string) =>
  defineRoute({
    method: "POST",
    path: `/api/v1/${audience.access}/imports/sbir_awards`,
    summary,
    tag: audience.tag,
    access: audience.access,
    status: 201,
    upload: { maxBytes: maxImportBytes },
    body: UploadedFile,
    form: { fields: Schema.Struct({}), files: ["file"] },
    errors: ["ImportFileRejected", "ImportInProgress"],
    response: ImportJob,
    handler: async ({ ctx, body, caller }) => startImport(ctx, body, caller.sub),
  })

const jobRoute = (audience: Audience, summary: string) =>
  defineRoute({
    method: "GET",
    path: `/api/v1/${audience.access}/imports/{id}`,
    summary,
    tag: audience.tag,
    access: audience.access,
    params: JobParams,
    response: ImportJob,
    handler: async ({ ctx, params }) => jobOf(ctx, params.id),
  })

/**
 * SBIR.gov award imports: admins upload from the admin screen, operators through `ignite import
 * sbir-awards --server`. Each answers at once with the job, whose progress is then polled.
 */
export const importsRoutes = [
  uploadRoute(
    admins,
    "Upload an SBIR.gov award file (multipart, field file, CSV up to 2 GB) and start importing it; answers the running job",
  ),
  defineRoute({
    method: "GET",
    path: "/api/v1/admin/imports",
    summary: "The imports this server ran since it started, newest first",
    tag: "Imports",
    access: "admin",
    response: Schema.Array(ImportJob),
    handler: async ({ ctx }) => ctx.services.companies.sbirImports.jobs(),
  }),
  jobRoute(
    admins,
    "One import's progress and summary (rows, companies and awards new and updated, rejected rows)",
  ),
  uploadRoute(operators, "The same upload for the operator CLI (`ignite import sbir-awards --server`)"),
  jobRoute(operators, "One import's progress, for the operator CLI"),
]

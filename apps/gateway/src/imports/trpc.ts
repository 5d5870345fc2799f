import { AppError, ImportJob, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/** Import progress for the admin screen (the upload itself is the REST route: files do not travel over tRPC). */
const imports = router({
  jobs: procedure("admin")
    .output(output(Schema.Array(ImportJob)))
    .query(({ ctx }) => ctx.services.companies.sbirImports.jobs()),
  job: procedure("admin")
    .input(input(Schema.Struct({ id: Uuid })))
    .output(output(ImportJob))
    .query(({ ctx, input }) => {
      const job = ctx.services.companies.sbirImports.job(input.id)
      if (!job) throw new AppError("NotFound", "There is no such import.")
      return job
    }),
})

export const importsProcedures = { imports }

import { AppError, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"

/** Import progress for the admin screen (the upload itself is the REST route: files do not travel over tRPC). */
const imports = router({
  jobs: procedure("admin").query(({ ctx }) => ctx.services.sbirImports.jobs()),
  job: procedure("admin")
    .input(input(Schema.Struct({ id: Uuid })))
    .query(({ ctx, input }) => {
      const job = ctx.services.sbirImports.job(input.id)
      if (!job) throw new AppError("NotFound", "There is no such import.")
      return job
    }),
})

export const importsProcedures = { imports }

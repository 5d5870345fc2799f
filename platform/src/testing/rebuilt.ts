import type { ProjectionManager } from "../projections/manager"
import type { Queryable } from "../sql/sql"
import { waitFor } from "./index"

/**
 * Rebuilds projections of a running app from the log, one after the other, each until its new build is the
 * active one (blue/green: the live build serves until the swap). Tests compare what live processing made with
 * what the rebuild makes.
 */
export const rebuildFromTheLog = async (
  platform: {
    readonly sql: Queryable
    readonly projections: Pick<ProjectionManager, "requestRebuild" | "drain">
  },
  names: readonly string[],
) => {
  for (const name of names) {
    const { build } = await platform.projections.requestRebuild(name)
    await waitFor(
      async () => {
        await platform.projections.drain(name)
        const [row] = await platform.sql.query<{ build: number }>(
          "select build from projection_builds where name = $1 and status = 'active'",
          [name],
        )
        return row?.build === build
      },
      { message: `the ${name} rebuild to be swapped in` },
    )
  }
}

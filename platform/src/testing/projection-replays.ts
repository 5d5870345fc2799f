import { expect, it } from "vitest"
import type { NewEvent } from "../eventstore/types"
import type { ProjectionHarness } from "./projection-harness"

export interface ReplayChecks {
  /** The projection's name, as its definition says. */
  readonly name: string
  /** The rows that must not change: every table the projection writes, in a stable order. */
  readonly rows: () => Promise<unknown>
  /**
   * Events the projection does not fold, appended to `streamId`: an unknown type and known types of other
   * read models. They must change nothing, appended or handed to its handlers directly.
   */
  readonly unfolded: { readonly streamId: string; readonly events: readonly NewEvent[] }
}

/**
 * The three checks every projection's test makes after its own, once its history is in the log: the log
 * redelivering what it folded changes nothing, events it does not fold change nothing and throw nothing, and
 * a blue/green rebuild from the start of the log gives the same rows as the incremental run.
 */
export const itReplaysLikeAProjection = (harness: () => ProjectionHarness, checks: ReplayChecks) => {
  const unchangedBy = async (change: () => Promise<unknown>) => {
    const before = await checks.rows()
    await change()
    expect(await checks.rows()).toEqual(before)
  }

  it("changes nothing when the log redelivers what it already folded", () =>
    unchangedBy(async () => harness().redeliver(checks.name, await harness().log())))

  it("ignores events it does not fold, known or unknown", () =>
    unchangedBy(async () => {
      const appended = await harness().append(checks.unfolded.streamId, ...checks.unfolded.events)
      await harness().redeliver(checks.name, appended)
    }))

  it("rebuilds from the start of the log into the same rows", () =>
    unchangedBy(() => harness().rebuild(checks.name)))
}

import type { Logger, Worker } from "@ignite/platform"
import type { MatchmakingFacade } from "./matchmaking-facade"

/** How often the weekly match digest job looks for users due one (the decider keeps it to one a week). */
const matchDigestEveryMs = 60 * 60 * 1000

/**
 * The weekly match digest (issue 24) as one of the runner's workers: under its lease, one process at a time
 * looks every hour for opted-in users whose week is up and sends each a digest if they have new matches
 * (the decider, with optimistic concurrency on the user's digest stream, lets one a week through however
 * many ask). It runs wherever the runner runs: processes of ROLE=all and ROLE=worker.
 */
export const matchDigestWorker = (
  matchmaking: Pick<MatchmakingFacade, "sendDigests">,
  logger: Logger,
): Worker => {
  // the first look an hour after start, as every later one: a restart does not mail anyone sooner
  let lastRun = Date.now()
  return {
    name: "match-digest",
    // the clock, not the log, gives it work: no append wakes it
    eventTypes: [],
    async step() {
      if (Date.now() - lastRun < matchDigestEveryMs) return 0
      lastRun = Date.now()
      const { sent } = await matchmaking.sendDigests()
      if (sent > 0) logger.info({ sent }, "sent weekly match digests")
      return 0
    },
  }
}

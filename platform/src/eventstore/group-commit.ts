/**
 * Group commit for autocommitted appends. Each append is a transaction of its own, and a transaction's cost
 * on PostgreSQL is mostly its WAL flush; with many writers, appends wait for each other's flushes. Here an
 * append starts at once while fewer than `maxInFlight` writes are under way (a lone writer waits for nothing);
 * beyond that, appends queue, and when a write ends the queue goes out as one group: one statement, one
 * transaction, one flush. Each caller is still answered only once its own events are committed, with its own
 * outcome: a group answers every append on its own (a stream whose version moved fails alone), and a group
 * whose statement fails as a whole (a deadlock with another group, a duplicate event id) is written again
 * append by append, so only the guilty one fails.
 */
export interface GroupCommit<Item, Result> {
  run(item: Item): Promise<Result>
}

export const createGroupCommit = <Item extends { readonly streamId: string }, Result>(deps: {
  /** How many writes (single appends or groups) may be under way at once: the pool's share for appends. */
  readonly maxInFlight: number
  /** The most appends in one group (a statement's size). */
  readonly maxGroup: number
  readonly single: (item: Item) => Promise<Result>
  /** Each item's outcome, in the items' order: its result, or the error that item alone fails with. */
  readonly group: (items: readonly Item[]) => Promise<ReadonlyArray<Result | Error>>
}): GroupCommit<Item, Result> => {
  interface Waiting {
    readonly item: Item
    readonly resolve: (result: Result) => void
    readonly reject: (error: unknown) => void
  }
  let inFlight = 0
  let queue: Waiting[] = []

  const settle = (waiting: Waiting, outcome: Result | Error) =>
    outcome instanceof Error ? waiting.reject(outcome) : waiting.resolve(outcome)

  const one = (waiting: Waiting) => deps.single(waiting.item).then(waiting.resolve, waiting.reject)

  /** The next group: the queue's oldest appends, one per stream (a stream's appends keep their order). */
  const take = (): Waiting[] => {
    const taken: Waiting[] = []
    const rest: Waiting[] = []
    const streams = new Set<string>()
    for (const waiting of queue) {
      if (taken.length < deps.maxGroup && !streams.has(waiting.item.streamId)) {
        streams.add(waiting.item.streamId)
        taken.push(waiting)
      } else rest.push(waiting)
    }
    queue = rest
    return taken
  }

  const write = async (taken: Waiting[]) => {
    if (taken.length === 1) return one(taken[0]!)
    let outcomes: ReadonlyArray<Result | Error>
    try {
      outcomes = await deps.group(taken.map((waiting) => waiting.item))
    } catch {
      await Promise.all(taken.map(one))
      return
    }
    for (const [i, waiting] of taken.entries()) settle(waiting, outcomes[i]!)
  }

  const pump = () => {
    while (inFlight < deps.maxInFlight && queue.length > 0) {
      const taken = take()
      inFlight++
      void write(taken).finally(() => {
        inFlight--
        pump()
      })
    }
  }

  return {
    run: (item) =>
      new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        pump()
      }),
  }
}

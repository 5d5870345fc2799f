/**
 * One read shared by the callers who ask while it is under way, without ever handing a caller a value read
 * before it asked. A caller arriving while a read is in flight waits for the next one, which starts as soon as
 * the current one ends and serves everyone who arrived meanwhile: at most two reads are in flight, and each
 * caller's value is at least as fresh as the moment it asked.
 *
 * The search's kept answers are keyed by the read model's version, read before every answer (issue 19). At 32
 * clients that read was one query per request; shared this way it is one per round trip of the database, and a
 * search that follows a write still reads a version taken after it.
 */
export const freshSharedRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let current: Promise<T> | undefined
  let next: Promise<T> | undefined
  const start = () => {
    const reading = read()
    current = reading
    const done = () => {
      if (current === reading) current = undefined
    }
    reading.then(done, done)
    return reading
  }
  return () => {
    if (!current) return start()
    // the read under way began before this caller asked: its value may be older than the caller's question
    next ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined
        return start()
      })
    return next
  }
}

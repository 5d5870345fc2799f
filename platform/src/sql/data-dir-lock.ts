import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/**
 * PGlite is one process's database: two processes opening the same directory would corrupt it. The owner
 * writes DATA_DIR/owner.lock naming itself (and its URL when it is a server); others read it to know
 * whether to talk to that server or, when nobody holds it, open the directory themselves.
 */
export interface DataDirOwner {
  readonly pid: number
  readonly kind: "server" | "cli" | "worker"
  readonly url?: string
  readonly startedAt: string
}

const lockFile = (dataDir: string) => join(dataDir, "owner.lock")

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

export const readDataDirOwner = (dataDir: string): DataDirOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as DataDirOwner
    return alive(owner.pid) && owner.pid !== process.pid ? owner : undefined
  } catch {
    return undefined
  }
}

export class DataDirLockedError extends Error {
  constructor(readonly owner: DataDirOwner) {
    super(
      `${owner.kind === "server" ? `An Ignite server (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ""})` : `Another Ignite process (pid ${owner.pid})`} holds this data directory.`,
    )
  }
}

/** Takes the directory or throws DataDirLockedError; returns the release function. */
export const lockDataDir = (dataDir: string, me: Omit<DataDirOwner, "pid" | "startedAt">): (() => void) => {
  const current = readDataDirOwner(dataDir)
  if (current) throw new DataDirLockedError(current)
  mkdirSync(dataDir, { recursive: true })
  const owner: DataDirOwner = { ...me, pid: process.pid, startedAt: new Date().toISOString() }
  const file = lockFile(dataDir)
  if (existsSync(file)) rmSync(file)
  // wx: if another process raced us between the check and here, one of us fails instead of both owning it
  writeFileSync(file, JSON.stringify(owner), { flag: "wx" })
  return () => {
    try {
      const onDisk = JSON.parse(readFileSync(file, "utf8")) as DataDirOwner
      if (onDisk.pid === process.pid) rmSync(file)
    } catch {
      // already gone
    }
  }
}

export const updateDataDirOwner = (dataDir: string, patch: Partial<DataDirOwner>) => {
  const file = lockFile(dataDir)
  const owner = JSON.parse(readFileSync(file, "utf8")) as DataDirOwner
  writeFileSync(file, JSON.stringify({ ...owner, ...patch }))
}

import { execFileSync } from "node:child_process"
import { chownSync, mkdtempSync, rmSync, statfsSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * A small file system of its own (tmpfs), for a private PostgreSQL's tablespace to run out of: the "database
 * full" fault. Filling it is real — the server's next page extension fails with ENOSPC, which it reports as
 * SQLSTATE 53100 `disk_full` — and freeing it is deleting the filler, with no restart. Mounting needs root.
 */
export interface SmallDisk {
  readonly path: string
  /** Takes every free byte with a filler file, so the next page any table needs cannot be had. */
  fill(): void
  /** Deletes the filler: the space is back at once. */
  free(): void
  freeBytes(): number
  dispose(): void
}

/** Why a small disk cannot be mounted here, or undefined when it can. */
export const smallDiskMissing = (): string | undefined =>
  process.getuid?.() === 0 ? undefined : "mounting a small file system (tmpfs) needs root"

export const mountSmallDisk = (megabytes: number, owner = "postgres"): SmallDisk => {
  const missing = smallDiskMissing()
  if (missing) throw new Error(missing)
  const path = mkdtempSync(join(tmpdir(), "ignite-disk-"))
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0755`, "tmpfs", path])
  const uid = Number(execFileSync("id", ["-u", owner], { encoding: "utf8" }).trim())
  // the tablespace's directory: PostgreSQL wants an empty one it owns
  const data = join(path, "data")
  execFileSync("mkdir", [data])
  chownSync(data, uid, statSync(data).gid)
  const filler = join(path, "filler")
  const freeBytes = () => {
    const stats = statfsSync(path)
    return Number(stats.bavail) * Number(stats.bsize)
  }
  return {
    path: data,
    freeBytes,
    fill() {
      // fallocate reserves the blocks without writing them; tmpfs counts them as used at once
      execFileSync("fallocate", ["-l", String(freeBytes()), filler])
    },
    free() {
      rmSync(filler, { force: true })
    },
    dispose() {
      try {
        execFileSync("umount", ["-l", path])
      } finally {
        rmSync(path, { recursive: true, force: true })
      }
    },
  }
}

import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { createFileStore } from "./file-store"

describe("file store", () => {
  const root = mkdtempSync(join(tmpdir(), "ignite-store-"))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const store = createFileStore(root)

  it("serves a stored file whole, and never a write cut short (its .part) or a path out of the store", async () => {
    const stored = await store.put("headshots", new Uint8Array([1, 2, 3]), "jpg")
    expect(stored.path).toBe(`/files/${stored.key}`)
    expect([...((await store.read(stored.key)) ?? [])]).toEqual([1, 2, 3])
    // what a process killed mid-write leaves behind
    writeFileSync(join(root, `${stored.key}.part`), new Uint8Array([1]))
    expect(await store.read(`${stored.key}.part`)).toBeUndefined()
    writeFileSync(join(root, "secret.txt"), "secret")
    expect(await store.read("headshots/../secret.txt")).toBeUndefined()
    expect(await store.read("missing/none.jpg")).toBeUndefined()
  })

  it("discards a stored file by its path, and nothing outside the store", async () => {
    const stored = await store.put("headshots", new Uint8Array([7]), "jpg")
    await store.discard(stored.path)
    expect(await store.read(stored.key)).toBeUndefined()
    await store.discard(stored.path) // already gone: no error
    writeFileSync(join(root, "keep.txt"), "keep")
    await store.discard("/files/../keep.txt")
    await store.discard("/elsewhere/keep.txt")
    expect(await store.read("keep.txt")).toEqual(Buffer.from("keep"))
  })
})

import { randomUUID } from "node:crypto"
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises"
import { dirname, join, normalize, sep } from "node:path"

/**
 * Uploaded files under FILES_DIR, named by random ids so paths cannot be guessed. Served by the gateway at
 * `/files/<key>`; `path` is what read models and DTOs carry.
 */
export interface StoredFile {
  readonly key: string
  readonly path: string
}

export interface FileStore {
  put(folder: string, bytes: Uint8Array, extension: string): Promise<StoredFile>
  /** undefined when absent or when the key would leave the store. */
  read(key: string): Promise<Buffer | undefined>
  /**
   * Removes a stored file by its path (`/files/<key>`): a file stored for a command that then failed, so
   * no file outlives the request that brought it. Absent files and paths outside the store are ignored.
   */
  discard(path: string): Promise<void>
}

const safeKey = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/

export const createFileStore = (root: string): FileStore => {
  /** The file a key names, or undefined when the key would leave the store. */
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) return undefined
    const file = normalize(join(root, key))
    return file.startsWith(normalize(root) + sep) ? file : undefined
  }
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`
      const file = join(root, key)
      await mkdir(dirname(file), { recursive: true })
      // write then rename: a reader never sees half a file
      await writeFile(`${file}.part`, bytes)
      await rename(`${file}.part`, file)
      return { key, path: `/files/${key}` }
    },
    async read(key) {
      const file = fileOf(key)
      return file ? readFile(file).catch(() => undefined) : undefined
    },
    async discard(path) {
      const file = path.startsWith("/files/") ? fileOf(path.slice("/files/".length)) : undefined
      if (file) await unlink(file).catch(() => {})
    },
  }
}

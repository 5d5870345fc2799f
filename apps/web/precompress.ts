import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin, ResolvedConfig } from "vite"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Text the browser loads; images and fonts are compressed formats already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm)$/

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of the build, so the gateway
 * sends them as they are (`@fastify/static`'s `preCompressed`) instead of compressing per request at a
 * lower level. A sibling is written only where it is smaller than the file; the gateway sends the file
 * itself otherwise. The manifest (`.vite/`) is for tools and stays as it is.
 */
export const precompress = (): Plugin => {
  let config: ResolvedConfig
  return {
    name: "ignite:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      // a build that writes nothing (first-view-chunks.ts's first pass) leaves nothing to compress
      if (!config.build.write) return
      const outDir = join(config.root, config.build.outDir)
      const files = (await filesUnder(outDir)).filter(
        (file) => compressible.test(file) && !relative(outDir, file).startsWith(".vite"),
      )
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size === 0) return
          const bytes = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < bytes.length) await writeFile(`${file}.br`, br)
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}

import { deflateSync } from "node:zlib"
import { pngChunk } from "@ignite/platform"

/**
 * A square PNG of one colour, built in code so the demo ships no binary (a storefront's form needs a logo):
 * the signature, IHDR (8-bit RGB), one IDAT of filter-0 scanlines, IEND, each chunk with its CRC.
 */
export const minimalPng = (
  size: number,
  [red, green, blue]: readonly [number, number, number],
): Uint8Array => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const scanline = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: size }, () => scanline))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

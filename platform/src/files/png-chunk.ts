import { crc32 } from "node:zlib"

/**
 * One PNG chunk, byte for byte: its length, type, data and the CRC of type and data. For writing a PNG
 * without an image library (the demo's logos) or with chunks an encoder would not write (tests).
 */
export const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

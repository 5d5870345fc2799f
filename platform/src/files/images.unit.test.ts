import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { brokenImages, disguisedFiles, imageBombs } from "../testing/hostile-files"
import { ImageRejected, sniffImage, squareJpeg } from "./images"

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer()

describe("headshot images", () => {
  it("recognises JPEG and PNG by content only", async () => {
    expect(sniffImage(await png(4, 4))).toBe("png")
    expect(
      sniffImage(
        await sharp(await png(4, 4))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("jpeg")
    expect(sniffImage(new TextEncoder().encode("GIF89a..."))).toBeUndefined()
    expect(sniffImage(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeUndefined()
  })

  it("makes a square JPEG without metadata", async () => {
    const withExif = await sharp(await png(300, 200))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-location" } } })
      .toBuffer()
    const out = await squareJpeg(withExif, 128)
    const meta = await sharp(out).metadata()
    expect(meta).toMatchObject({ format: "jpeg", width: 128, height: 128 })
    expect(meta.exif).toBeUndefined()
    expect(out.includes(Buffer.from("secret-location"))).toBe(false)
  })

  it("refuses other types, oversize files and broken images, saying which", async () => {
    const reasonOf = (bytes: Uint8Array) =>
      squareJpeg(bytes).then(
        () => "accepted",
        (error: unknown) => (error instanceof ImageRejected ? error.reason : String(error)),
      )
    expect(await reasonOf(new TextEncoder().encode("GIF89a"))).toBe("not-an-image")
    expect(await reasonOf(new Uint8Array(10_000_001))).toBe("too-large")
    expect(await reasonOf((await png(50, 50)).subarray(0, 40))).toBe("unreadable")
  })

  it("refuses decompression bombs from their header, disguised files by content, broken images as unreadable", async () => {
    const reasonOf = (bytes: Uint8Array) =>
      squareJpeg(bytes).then(
        () => "accepted",
        (error: unknown) => (error instanceof ImageRejected ? error.reason : String(error)),
      )
    const small = await sharp(await png(8, 8))
      .jpeg()
      .toBuffer()
    for (const bomb of imageBombs(small)) {
      const started = Date.now()
      expect(await reasonOf(bomb.bytes), bomb.label).toBe("too-many-pixels")
      expect(bomb.bytes.length).toBeLessThan(100_000)
      // refused from the header: no time spent decoding
      expect(Date.now() - started).toBeLessThan(1_000)
    }
    for (const file of disguisedFiles()) expect(await reasonOf(file.bytes), file.label).toBe("not-an-image")
    for (const file of brokenImages(await png(50, 50)))
      expect(await reasonOf(file.bytes), file.label).toBe("unreadable")
  })
})

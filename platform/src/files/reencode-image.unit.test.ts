import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { gifBomb, imageBombs } from "../testing/hostile-files"
import { ImageRejected, reencodeImage } from "./images"
import { pngChunk } from "./png-chunk"

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366ff" } })

const reasonOf = (bytes: Uint8Array, type: "jpeg" | "png" | "gif") =>
  reencodeImage(bytes, type).then(
    () => "accepted",
    (error: unknown) => (error instanceof ImageRejected ? error.reason : String(error)),
  )

describe("image attachments re-encoded without metadata", () => {
  it("drops a JPEG's EXIF (GPS included), ICC profile and XMP, and applies its orientation", async () => {
    const tagged = await solid(60, 40)
      .jpeg()
      .withIccProfile("p3")
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "secret-owner" },
        // IFD3 is the GPS directory; the datum is ASCII, so its survival shows in the bytes
        IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "secret-gps-datum" },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description>secret-xmp</rdf:Description></x:xmpmeta>',
      )
      .toBuffer()
    const before = await sharp(tagged).metadata()
    // the fixture really carries what we mean to strip
    expect(tagged.includes(Buffer.from("secret-gps-datum"))).toBe(true)
    expect(before.orientation).toBe(6)
    expect(before.icc).toBeDefined()
    expect(before.xmp).toBeDefined()

    const out = await reencodeImage(tagged, "jpeg")
    const after = await sharp(out).metadata()
    expect(after).toMatchObject({ format: "jpeg", width: 40, height: 60 })
    expect(after.exif).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    for (const secret of ["secret-owner", "secret-xmp", "secret-gps-datum", "Exif"])
      expect(out.includes(Buffer.from(secret)), secret).toBe(false)
  })

  it("drops a PNG's text chunks and anything after its end", async () => {
    const plain = await solid(20, 10).png().toBuffer()
    // signature (8) and IHDR (25), then the text chunk, as editors write it (sharp will not write one, so
    // the test does)
    const afterHeader = 33
    const tagged = Buffer.concat([
      plain.subarray(0, afterHeader),
      pngChunk("tEXt", Buffer.from("Comment\0secret-comment", "latin1")),
      plain.subarray(afterHeader),
      Buffer.from("trailing-payload"),
    ])
    expect((await sharp(tagged).metadata()).comments).toEqual([
      { keyword: "Comment", text: "secret-comment" },
    ])

    const out = await reencodeImage(tagged, "png")
    expect(await sharp(out).metadata()).toMatchObject({ format: "png", width: 20, height: 10 })
    expect((await sharp(out).metadata()).comments).toBeUndefined()
    expect(out.includes(Buffer.from("tEXt"))).toBe(false)
    expect(out.includes(Buffer.from("secret-comment"))).toBe(false)
    expect(out.includes(Buffer.from("trailing-payload"))).toBe(false)
  })

  it("keeps a GIF a GIF, every frame of it", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((background) =>
        sharp({ create: { width: 10, height: 8, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    const out = await reencodeImage(animated, "gif")
    expect(await sharp(out).metadata()).toMatchObject({ format: "gif", width: 10, height: 8, pages: 3 })
  })

  it("refuses bombs from their header, other formats, oversize and broken files, saying which", async () => {
    const small = await solid(8, 8).jpeg().toBuffer()
    for (const bomb of imageBombs(small)) {
      const started = Date.now()
      expect(await reasonOf(bomb.bytes, bomb.name.endsWith(".png") ? "png" : "jpeg"), bomb.label).toBe(
        "too-many-pixels",
      )
      expect(Date.now() - started).toBeLessThan(1_000)
    }
    // two frames of 5000 x 5000: each under the limit, both together over it
    expect(await reasonOf(gifBomb(5_000, 5_000, 2), "gif")).toBe("too-many-pixels")
    expect(await reasonOf(await solid(8, 8).png().toBuffer(), "jpeg")).toBe("not-an-image")
    expect(await reasonOf(new Uint8Array(10_000_001), "png")).toBe("too-large")
    expect(await reasonOf((await solid(50, 50).png().toBuffer()).subarray(0, 40), "png")).toBe("unreadable")
  })
})

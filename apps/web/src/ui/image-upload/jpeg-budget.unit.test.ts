import { describe, expect, it } from "vitest"
import { type EncodeJpeg, encodeWithinBudget, jpegQualities, maxCroppedBytes } from "./jpeg-budget"

/** A fake encoder whose output grows with the area and the quality, recording what it was asked. */
const fakeEncoder = (bytesPerPixelAt: (quality: number) => number) => {
  const calls: Array<[number, number]> = []
  const encode: EncodeJpeg = async (side, quality) => {
    calls.push([side, quality])
    return new Blob([new Uint8Array(Math.ceil(side * side * bytesPerPixelAt(quality)))])
  }
  return { encode, calls }
}

describe("encodeWithinBudget", () => {
  it("keeps the first encoding when it fits", async () => {
    const { encode, calls } = fakeEncoder(() => 0.3)
    const blob = await encodeWithinBudget(encode, 1024)
    expect(blob.size).toBe(Math.ceil(1024 * 1024 * 0.3))
    expect(calls).toEqual([[1024, 0.9]])
  })

  it("steps the quality down until a detailed crop fits, at full size", async () => {
    const { encode, calls } = fakeEncoder((quality) => quality)
    const blob = await encodeWithinBudget(encode, 1024)
    expect(blob.size).toBeLessThanOrEqual(maxCroppedBytes)
    expect(calls).toEqual([
      [1024, 0.9],
      [1024, 0.8],
      [1024, 0.7],
      [1024, 0.6],
    ])
  })

  it("shrinks the side when even the lowest quality is too large", async () => {
    const { encode, calls } = fakeEncoder(() => 2)
    const blob = await encodeWithinBudget(encode, 1024)
    expect(blob.size).toBeLessThanOrEqual(maxCroppedBytes)
    expect(calls.slice(0, jpegQualities.length).map(([side]) => side)).toEqual(jpegQualities.map(() => 1024))
    expect(calls.at(-1)).toEqual([576, 0.9])
  })

  it("stops at one pixel even when nothing fits the budget", async () => {
    const { encode, calls } = fakeEncoder(() => 10)
    const blob = await encodeWithinBudget(encode, 4, 1)
    expect(blob.size).toBe(10)
    expect(calls.at(-1)).toEqual([1, jpegQualities.at(-1)])
  })
})

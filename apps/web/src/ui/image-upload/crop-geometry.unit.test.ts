import { describe, expect, it } from "vitest"
import {
  clampView,
  coverScale,
  cropRect,
  initialView,
  maxZoom,
  outputSide,
  panView,
  zoomView,
} from "./crop-geometry"

const landscape = { width: 800, height: 400 }
const portrait = { width: 300, height: 900 }
const viewport = 200

describe("crop geometry", () => {
  it("starts with the shorter side filling the square, centred", () => {
    expect(coverScale(landscape, viewport)).toBe(0.5)
    expect(initialView(landscape, viewport)).toEqual({ zoom: 1, x: -100, y: 0 })
    expect(cropRect(initialView(landscape, viewport), landscape, viewport)).toEqual({
      x: 200,
      y: 0,
      size: 400,
    })
    expect(cropRect(initialView(portrait, viewport), portrait, viewport)).toEqual({ x: 0, y: 300, size: 300 })
  })

  it("moves with a drag but never leaves a gap in the square", () => {
    const start = initialView(landscape, viewport)
    expect(panView(start, 40, 0, landscape, viewport)).toEqual({ zoom: 1, x: -60, y: 0 })
    // the image is 400 x 200 on screen: x stays within [-200, 0], y cannot move at all
    expect(panView(start, 500, 30, landscape, viewport)).toEqual({ zoom: 1, x: 0, y: 0 })
    expect(panView(start, -500, -30, landscape, viewport)).toEqual({ zoom: 1, x: -200, y: 0 })
    expect(cropRect(panView(start, -500, 0, landscape, viewport), landscape, viewport)).toEqual({
      x: 400,
      y: 0,
      size: 400,
    })
  })

  it("zooms around the centre of the square, within 1 to the maximum", () => {
    const start = initialView(landscape, viewport)
    const zoomed = zoomView(start, 2, landscape, viewport)
    expect(zoomed).toEqual({ zoom: 2, x: -300, y: -100 })
    // the same centre, half the side
    expect(cropRect(zoomed, landscape, viewport)).toEqual({ x: 300, y: 100, size: 200 })
    expect(zoomView(start, 99, landscape, viewport).zoom).toBe(maxZoom)
    expect(zoomView(zoomed, 0.2, landscape, viewport)).toEqual(start)
  })

  it("zooming out pulls the image back over the square", () => {
    const corner = panView(
      zoomView(initialView(landscape, viewport), 2, landscape, viewport),
      1000,
      1000,
      landscape,
      viewport,
    )
    expect(corner).toEqual({ zoom: 2, x: 0, y: 0 })
    expect(zoomView(corner, 1, landscape, viewport)).toEqual({ zoom: 1, x: 0, y: 0 })
    expect(clampView({ zoom: 1, x: 50, y: -80 }, landscape, viewport)).toEqual({ zoom: 1, x: 0, y: 0 })
  })

  it("keeps the crop inside the image despite rounding", () => {
    const odd = { width: 333, height: 777 }
    const view = panView(zoomView(initialView(odd, 240), 3.3, odd, 240), -1e6, -1e6, odd, 240)
    const rect = cropRect(view, odd, 240)
    expect(rect.x + rect.size).toBeLessThanOrEqual(odd.width + 1e-9)
    expect(rect.y + rect.size).toBeLessThanOrEqual(odd.height + 1e-9)
    expect(rect.x).toBeGreaterThanOrEqual(0)
  })

  it("outputs the crop's own resolution, capped, at least one pixel", () => {
    expect(outputSide({ x: 0, y: 0, size: 400.4 })).toBe(400)
    expect(outputSide({ x: 0, y: 0, size: 4000 })).toBe(1024)
    expect(outputSide({ x: 0, y: 0, size: 0.2 })).toBe(1)
  })
})

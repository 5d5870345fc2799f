/**
 * The square crop as pure geometry. The viewport is the square the user sees (CSS pixels); the image is
 * drawn into it scaled and shifted. The crop is always the whole viewport, so the image must cover it:
 * zoom 1 is the smallest scale that does, and the image cannot be dragged to leave a gap.
 */
export interface Size {
  readonly width: number
  readonly height: number
}

/** How the image sits in the viewport: zoom over the covering scale, and its top-left corner. */
export interface CropView {
  readonly zoom: number
  readonly x: number
  readonly y: number
}

/** A square of the source image, in its own pixels. */
export interface CropRect {
  readonly x: number
  readonly y: number
  readonly size: number
}

export const minZoom = 1
export const maxZoom = 4
/** Large enough for any avatar or logo on a high-density screen; the server re-encodes smaller anyway. */
export const maxOutputSide = 1024

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The scale at which the image's shorter side fills the viewport. */
export const coverScale = (image: Size, viewport: number) => viewport / Math.min(image.width, image.height)

export const scaleOf = (view: CropView, image: Size, viewport: number) =>
  coverScale(image, viewport) * view.zoom

/** Zoom within bounds, and the image moved back over the viewport wherever it left a gap. */
export const clampView = (view: CropView, image: Size, viewport: number): CropView => {
  const zoom = clamp(view.zoom, minZoom, maxZoom)
  const scale = coverScale(image, viewport) * zoom
  return {
    zoom,
    x: clamp(view.x, viewport - image.width * scale, 0),
    y: clamp(view.y, viewport - image.height * scale, 0),
  }
}

/** The starting view: the whole shorter side, centred. */
export const initialView = (image: Size, viewport: number): CropView => {
  const scale = coverScale(image, viewport)
  return { zoom: minZoom, x: (viewport - image.width * scale) / 2, y: (viewport - image.height * scale) / 2 }
}

/** A drag by (dx, dy) viewport pixels. */
export const panView = (view: CropView, dx: number, dy: number, image: Size, viewport: number) =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, image, viewport)

/** A new zoom that keeps the point under the viewport's centre where it is. */
export const zoomView = (view: CropView, zoom: number, image: Size, viewport: number): CropView => {
  const before = scaleOf(view, image, viewport)
  const after = coverScale(image, viewport) * clamp(zoom, minZoom, maxZoom)
  const centre = viewport / 2
  const ratio = after / before
  return clampView(
    { zoom, x: centre - (centre - view.x) * ratio, y: centre - (centre - view.y) * ratio },
    image,
    viewport,
  )
}

/** The part of the source image the viewport shows, kept inside the image despite rounding. */
export const cropRect = (view: CropView, image: Size, viewport: number): CropRect => {
  const scale = scaleOf(view, image, viewport)
  const size = Math.min(viewport / scale, image.width, image.height)
  return {
    x: clamp(-view.x / scale, 0, image.width - size),
    y: clamp(-view.y / scale, 0, image.height - size),
    size,
  }
}

/** The output's side: the crop's own resolution, capped, never below one pixel. */
export const outputSide = (rect: CropRect, max = maxOutputSide) =>
  Math.max(1, Math.min(max, Math.round(rect.size)))

import { Slider, Stack, Text } from "@mantine/core"
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react"
import { type CropView, maxZoom, minZoom, panView, scaleOf, zoomView } from "../crop-geometry"
import type { LoadedImage } from "../crop-image"

export type ViewUpdate = (update: (view: CropView) => CropView) => void

export interface CropCanvasProps {
  readonly image: LoadedImage
  readonly view: CropView
  /** The crop square's side in CSS pixels. */
  readonly viewport: number
  readonly onViewChange: ViewUpdate
  readonly disabled?: boolean
}

const keyStep = 8
const zoomStep = 0.1

// Arrow keys move the image the way the arrow points; + and - zoom.
const keyMoves: Readonly<Record<string, { dx?: number; dy?: number; zoom?: number }>> = {
  ArrowLeft: { dx: -1 },
  ArrowRight: { dx: 1 },
  ArrowUp: { dy: -1 },
  ArrowDown: { dy: 1 },
  "+": { zoom: 1 },
  "=": { zoom: 1 },
  "-": { zoom: -1 },
}

/** Paints the visible part of the image, with the round avatar guide over the square that is kept. */
const paint = (canvas: HTMLCanvasElement, image: LoadedImage, view: CropView, viewport: number) => {
  const ratio = window.devicePixelRatio || 1
  canvas.width = Math.round(viewport * ratio)
  canvas.height = Math.round(viewport * ratio)
  const context = canvas.getContext("2d")
  if (!context) return
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.fillStyle = "#f1f3f5"
  context.fillRect(0, 0, viewport, viewport)
  const scale = scaleOf(view, image, viewport)
  context.drawImage(image.element, view.x, view.y, image.width * scale, image.height * scale)
  const half = viewport / 2
  context.fillStyle = "rgba(0, 0, 0, 0.35)"
  context.beginPath()
  context.rect(0, 0, viewport, viewport)
  context.arc(half, half, half, 0, Math.PI * 2, true)
  context.fill("evenodd")
  context.strokeStyle = "rgba(255, 255, 255, 0.9)"
  context.lineWidth = 1.5
  context.beginPath()
  context.arc(half, half, half - 0.75, 0, Math.PI * 2)
  context.stroke()
}

/** Spec 02 §2 "Image uploader with crop": drag to move, slide to zoom; arrow keys and +/- do the same. */
export function CropCanvas({ image, view, viewport, onViewChange, disabled = false }: CropCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null)

  useEffect(() => {
    if (canvas.current) paint(canvas.current, image, view, viewport)
  }, [image, view, viewport])

  // The canvas may be drawn smaller than its viewport on narrow screens: pointer moves are scaled back.
  const toViewport = (pixels: number) => {
    const shown = canvas.current?.getBoundingClientRect().width || viewport
    return (pixels * viewport) / shown
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current
    if (!last || last.pointerId !== event.pointerId) return
    const dx = toViewport(event.clientX - last.x)
    const dy = toViewport(event.clientY - last.y)
    drag.current = { ...last, x: event.clientX, y: event.clientY }
    onViewChange((current) => panView(current, dx, dy, image, viewport))
  }
  const endDrag = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const move = keyMoves[event.key]
    if (disabled || !move) return
    event.preventDefault()
    const step = event.shiftKey ? keyStep * 4 : keyStep
    onViewChange((current) =>
      move.zoom
        ? zoomView(current, current.zoom + move.zoom * zoomStep, image, viewport)
        : panView(current, (move.dx ?? 0) * step, (move.dy ?? 0) * step, image, viewport),
    )
  }

  return (
    <Stack gap="xs" w={viewport} maw="100%">
      <canvas
        ref={canvas}
        tabIndex={disabled ? -1 : 0}
        role="img"
        aria-label="Crop area. Drag the image, or use the arrow keys, to choose the square that is kept."
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        style={{
          width: viewport,
          maxWidth: "100%",
          aspectRatio: "1",
          borderRadius: "var(--mantine-radius-sm)",
          cursor: disabled ? "default" : "grab",
          touchAction: "none",
          display: "block",
        }}
      />
      <Text size="xs" c="dimmed" aria-hidden>
        Zoom
      </Text>
      <Slider
        min={minZoom}
        max={maxZoom}
        step={0.01}
        value={view.zoom}
        label={null}
        thumbLabel="Zoom"
        disabled={disabled}
        onChange={(zoom) => onViewChange((current) => zoomView(current, zoom, image, viewport))}
      />
    </Stack>
  )
}

import { useEffect, useRef } from "react"
import { type CropView, cropRect, outputSide } from "../crop-geometry"
import { type CroppedImage, cropToJpeg, type LoadedImage } from "../crop-image"
import { cropDebounceMs } from "../messages"

export interface DebouncedCropOptions {
  readonly image: LoadedImage | null
  readonly view: CropView | null
  readonly viewport: number
  readonly onCropped: (image: CroppedImage) => void
  readonly onCroppingChange: (cropping: boolean) => void
  readonly onFailed: (error: unknown) => void
}

/**
 * Spec 02 §4 and §9: every move or zoom restarts a 300 ms wait; only then is the image cut and encoded.
 * In progress from the first move until the result (or failure) arrives, so a form can wait for it.
 */
export const useDebouncedCrop = ({ image, view, viewport, ...callbacks }: DebouncedCropOptions) => {
  // The callbacks change with every render of the parent; only the image and the view restart the wait.
  const latest = useRef(callbacks)
  latest.current = callbacks

  useEffect(() => {
    if (!image || !view) {
      latest.current.onCroppingChange(false)
      return
    }
    let cancelled = false
    latest.current.onCroppingChange(true)
    const timer = setTimeout(async () => {
      try {
        const rect = cropRect(view, image, viewport)
        const cropped = await cropToJpeg(image.element, rect, outputSide(rect))
        if (cancelled) return
        latest.current.onCropped(cropped)
        latest.current.onCroppingChange(false)
      } catch (error) {
        if (cancelled) return
        latest.current.onFailed(error)
        latest.current.onCroppingChange(false)
      }
    }, cropDebounceMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [image, view, viewport])
}

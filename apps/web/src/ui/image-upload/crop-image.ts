import type { CropRect } from "./crop-geometry"
import { encodeWithinBudget } from "./jpeg-budget"

/** Spec 02 §5: the uploader's result is a square JPEG named image.jpg, as a file and as a data URL. */
export interface CroppedImage {
  readonly file: File
  readonly dataUrl: string
}

export const croppedFileName = "image.jpg"

export interface LoadedImage {
  readonly element: HTMLImageElement
  readonly width: number
  readonly height: number
  /** Frees the object URL the element was loaded from. */
  readonly release: () => void
}

/** Decodes a chosen file; rejects when the bytes are not an image the browser can read. */
export const loadImage = (file: Blob): Promise<LoadedImage> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const element = new Image()
    const release = () => URL.revokeObjectURL(url)
    element.onload = () => {
      if (element.naturalWidth > 0 && element.naturalHeight > 0)
        resolve({ element, width: element.naturalWidth, height: element.naturalHeight, release })
      else {
        release()
        reject(new Error("The image has no pixels"))
      }
    }
    element.onerror = () => {
      release()
      reject(new Error("The image could not be decoded"))
    }
    element.src = url
  })

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error))
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read"))
    reader.readAsDataURL(blob)
  })

/**
 * Cuts `rect` out of the image onto a white square (JPEG has no transparency) and encodes it, within the
 * upload's byte budget.
 */
export const cropToJpeg = async (
  image: CanvasImageSource,
  rect: CropRect,
  side: number,
): Promise<CroppedImage> => {
  const blob = await encodeWithinBudget((size, quality) => drawToJpeg(image, rect, size, quality), side)
  const file = new File([blob], croppedFileName, { type: "image/jpeg" })
  return { file, dataUrl: await readAsDataUrl(blob) }
}

const drawToJpeg = (image: CanvasImageSource, rect: CropRect, side: number, quality: number) => {
  const canvas = document.createElement("canvas")
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext("2d")
  if (!context) throw new Error("This browser cannot draw on a canvas")
  context.fillStyle = "#ffffff"
  context.fillRect(0, 0, side, side)
  context.imageSmoothingQuality = "high"
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, side, side)
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error("The image could not be encoded"))),
      "image/jpeg",
      quality,
    ),
  )
}

import { Avatar, Button, Fieldset, Group, Loader, Stack, Text } from "@mantine/core"
import { useCallback, useEffect, useState } from "react"
import { notify } from "../../notifications/notification-store"
import { type CropView, initialView } from "../crop-geometry"
import { type CroppedImage, type LoadedImage, loadImage } from "../crop-image"
import { useDebouncedCrop } from "../hooks/use-debounced-crop"
import { imageFileError } from "../image-file"
import { processingFailedNotification } from "../messages"
import { CropCanvas, type ViewUpdate } from "./crop-canvas"
import { DropZone } from "./drop-zone"

export interface ImageUploaderProps {
  readonly label: string
  /** The picture in place now, shown until a new one is chosen. */
  readonly currentImageUrl?: string | null
  /** Initials or a name for the placeholder when there is no current picture. */
  readonly placeholderName?: string
  /** The cropped image after every settled crop; null when the choice is cleared. */
  readonly onChange: (image: CroppedImage | null) => void
  /** True from the first move until the crop settles: a form should not submit meanwhile. */
  readonly onCroppingChange?: (cropping: boolean) => void
  readonly disabled?: boolean
  /** The crop square's side in CSS pixels. */
  readonly viewport?: number
}

type Mode = "upload" | "edit"

/**
 * Spec 02 §2 and §4, "Image uploader with crop": upload mode takes a dropped or chosen JPEG or PNG of at
 * most 10 MB; edit mode crops it to a square, and reports the result as a JPEG named image.jpg. Going back
 * to upload mode clears the choice.
 */
export function ImageUploader({
  label,
  currentImageUrl,
  placeholderName,
  onChange,
  onCroppingChange,
  disabled = false,
  viewport = 240,
}: ImageUploaderProps) {
  const [mode, setMode] = useState<Mode>("upload")
  const [image, setImage] = useState<LoadedImage | null>(null)
  const [view, setView] = useState<CropView | null>(null)
  const [fileError, setFileError] = useState<string>()
  const [loading, setLoading] = useState(false)
  const [cropped, setCropped] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState(false)

  useEffect(() => () => image?.release(), [image])

  const reportCropping = useCallback(
    (busy: boolean) => {
      setCropping(busy)
      onCroppingChange?.(busy)
    },
    [onCroppingChange],
  )

  useDebouncedCrop({
    image,
    view,
    viewport,
    onCroppingChange: reportCropping,
    onCropped: (result) => {
      setCropped(result)
      onChange(result)
    },
    onFailed: () => {
      notify(processingFailedNotification)
      setCropped(null)
      onChange(null)
    },
  })

  const choose = async (file: File) => {
    const problem = imageFileError(file)
    setFileError(problem)
    if (problem) return
    setLoading(true)
    try {
      const loaded = await loadImage(file)
      setImage(loaded)
      setView(initialView(loaded, viewport))
      setCropped(null)
      setMode("edit")
    } catch {
      notify(processingFailedNotification)
    } finally {
      setLoading(false)
    }
  }

  const backToUpload = () => {
    setImage(null)
    setView(null)
    setCropped(null)
    setFileError(undefined)
    setMode("upload")
    onChange(null)
  }

  const updateView: ViewUpdate = (update) => setView((current) => (current ? update(current) : current))

  return (
    <Fieldset
      // Reads as a field label, like the inputs around it.
      legend={
        <Text component="span" size="sm" fw={500}>
          {label}
        </Text>
      }
      variant="unstyled"
      disabled={disabled}
      data-mode={mode}
    >
      {mode === "upload" || !image || !view ? (
        <Group align="center" wrap="nowrap" gap="md">
          <Avatar
            src={currentImageUrl ?? null}
            name={placeholderName}
            color="initials"
            size={72}
            alt={currentImageUrl ? "Current picture" : undefined}
          />
          <Stack gap={4} style={{ flex: 1 }}>
            <DropZone
              label={label}
              onFile={(file) => void choose(file)}
              error={fileError}
              disabled={disabled}
            />
            {loading && <Loader size="xs" aria-label="Reading the image" />}
          </Stack>
        </Group>
      ) : (
        <Group align="flex-start" gap="lg">
          <CropCanvas
            image={image}
            view={view}
            viewport={viewport}
            onViewChange={updateView}
            disabled={disabled}
          />
          <Stack gap="xs" align="center">
            <Text size="xs" c="dimmed">
              Preview
            </Text>
            <Avatar src={cropped?.dataUrl ?? null} size={72} alt={cropped ? "Cropped picture" : undefined} />
            <Text size="xs" c="dimmed" aria-live="polite" h={18}>
              {cropping ? "Cropping…" : cropped ? "Ready" : ""}
            </Text>
            <Button variant="default" size="xs" onClick={backToUpload} disabled={disabled}>
              Choose another image
            </Button>
          </Stack>
        </Group>
      )}
    </Fieldset>
  )
}

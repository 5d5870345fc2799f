// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { render, unmountAll } from "../../../test-support/render"
import { NotificationOutlet } from "../../notifications/notification-outlet"
import { clear } from "../../notifications/notification-store"
import { type CroppedImage, cropToJpeg, type LoadedImage, loadImage } from "../crop-image"
import { ImageUploader } from "./image-uploader"

// happy-dom neither decodes images nor encodes canvases: the two browser-bound steps are stood in for.
vi.mock("../crop-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../crop-image")>()),
  loadImage: vi.fn(),
  cropToJpeg: vi.fn(),
}))

const loaded: LoadedImage = { element: new Image(), width: 800, height: 400, release: () => {} }
const cropped: CroppedImage = {
  file: new File(["jpeg"], "image.jpg", { type: "image/jpeg" }),
  dataUrl: "data:image/jpeg;base64,anBlZw==",
}

const openEditMode = async (onChange: (image: CroppedImage | null) => void = () => {}) => {
  const { container } = await render(
    <>
      <ImageUploader label="Headshot" onChange={onChange} viewport={200} />
      <NotificationOutlet />
    </>,
  )
  const input = container.querySelector<HTMLInputElement>("input[type='file']")!
  await act(async () => {
    Object.defineProperty(input, "files", { value: [new File(["png"], "me.png", { type: "image/png" })] })
    input.dispatchEvent(new Event("change", { bubbles: true }))
  })
  const canvas = container.querySelector<HTMLCanvasElement>("canvas")!
  expect(canvas).not.toBeNull()
  return { container, canvas }
}

const press = (canvas: HTMLCanvasElement, key: string) =>
  act(async () => {
    canvas.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }))
  })
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const alert = () => document.querySelector("[role='alert']")

describe("ImageUploader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    vi.mocked(loadImage).mockResolvedValue(loaded)
  })
  afterEach(() => {
    unmountAll()
    act(() => clear())
    vi.useRealTimers()
    vi.mocked(cropToJpeg).mockReset()
  })

  it("cuts the image 300 ms after the last move, not while the user is still moving it", async () => {
    vi.mocked(cropToJpeg).mockResolvedValue(cropped)
    const onChange = vi.fn()
    const { container, canvas } = await openEditMode(onChange)
    await wait(299)
    expect(cropToJpeg).not.toHaveBeenCalled()
    await press(canvas, "ArrowLeft")
    await wait(299)
    await press(canvas, "ArrowLeft")
    await wait(299)
    expect(cropToJpeg).not.toHaveBeenCalled()
    expect(container.textContent).toContain("Cropping…")

    await wait(1)
    expect(cropToJpeg).toHaveBeenCalledTimes(1)
    // The 800 x 400 image shows at half size: two 8 px steps left move the kept square 32 px right of centre.
    expect(vi.mocked(cropToJpeg).mock.calls[0]?.[1]).toEqual({ x: 232, y: 0, size: 400 })
    expect(onChange).toHaveBeenLastCalledWith(cropped)
    expect(container.textContent).toContain("Ready")
  })

  it("shows a processing failure as an error for 3 seconds", async () => {
    vi.mocked(cropToJpeg).mockRejectedValue(new Error("canvas lost"))
    const onChange = vi.fn()
    await openEditMode(onChange)
    await wait(300)
    expect(alert()?.textContent).toContain(
      "Something went wrong while processing image, please try again later",
    )
    expect(alert()?.getAttribute("data-severity")).toBe("danger")
    expect(onChange).toHaveBeenLastCalledWith(null)

    await wait(2999)
    expect(alert()).not.toBeNull()
    await wait(1)
    expect(alert()).toBeNull()
  })
})

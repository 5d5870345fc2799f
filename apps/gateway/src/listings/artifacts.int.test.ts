import { readdir } from "node:fs/promises"
import { join } from "node:path"
import {
  type ArtifactKind,
  artifactCollections,
  artifactKinds,
  artifactMessages,
  profileMessages,
} from "@ignite/contracts"
import { minimalPdf } from "@ignite/demo"
import { driverName, pngBomb, rebuildFromTheLog } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>
type Artifact = Json & {
  id: string
  listingArtifactLinks: Array<{ id: string; name: string }>
  listingArtifactAttachments: Array<{ id: string; name: string; file: { path: string; mimeType: string } }>
}

const formKey = (kind: ArtifactKind) => artifactCollections[kind].slice(0, -1)
const pdf = minimalPdf(["Spec sheet", "Line two"])

describe(`services, products and use cases through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let owner = { token: "", userId: "" }
  let listingId = ""
  let otherCompany = ""
  let gov = ""
  let visionGov = ""
  let admin = ""
  let png: Buffer

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const callers = await storefrontCallers(app, "Artifact")
    owner = { token: callers.owner.token, userId: callers.owner.userId }
    ;({ listingId, otherCompany, gov, visionGov, admin } = callers)
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .png()
      .toBuffer()
  })
  afterAll(() => app?.close())

  const call = async (
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData } = {},
  ) => {
    const response = await app.request(path, {
      method,
      token: options.token,
      ...(options.json !== undefined
        ? { headers: { "content-type": "application/json" }, body: JSON.stringify(options.json) }
        : options.form
          ? { body: options.form }
          : {}),
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json }
  }
  const owned = (kind: ArtifactKind, item = "") =>
    `/api/v1/listings/${listingId}/${artifactCollections[kind]}${item ? `/${item}` : ""}`
  const connect = (kind: ArtifactKind, item = "") =>
    `/api/v1/connect/listings/${listingId}/${artifactCollections[kind]}${item ? `/${item}` : ""}`

  /** A multipart form under the kind's key: fields by their nested names, files with their own names. */
  const multipart = (
    kind: ArtifactKind,
    fields: Record<string, string>,
    files: Record<string, { bytes: Uint8Array; name: string }> = {},
  ) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(`${formKey(kind)}${name}`, value)
    for (const [name, file] of Object.entries(files))
      form.append(`${formKey(kind)}${name}`, new Blob([file.bytes]), file.name)
    return form
  }
  const basics = (kind: ArtifactKind, name: string): Record<string, string> => ({
    "[name]": name,
    "[description]": `What the ${name} does, in a sentence or two.`,
    "[url]": "https://owner.example/offer",
    ...(kind === "use_case"
      ? { "[startDate]": "2025-01-10", "[endDate]": "2025-02-20" }
      : { "[listingArtifactTechnologyTypesAttributes][0][technologyTypeId]": "4" }),
  })
  const filesDir = () => app.services.config.filesDir
  const storedFiles = async (): Promise<string[]> => {
    const walk = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
      const nested = await Promise.all(
        entries.map((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
        ),
      )
      return nested.flat()
    }
    return (await walk(filesDir())).sort()
  }

  it("creates, reads, edits and removes each kind over REST multipart, files and all", async () => {
    for (const kind of artifactKinds) {
      const created = await call("POST", owned(kind), {
        token: owner.token,
        form: multipart(
          kind,
          {
            ...basics(kind, `First ${kind}`),
            "[listingArtifactLinksAttributes][0][name]": "Datasheet page",
            "[listingArtifactLinksAttributes][0][url]": "https://owner.example/datasheet",
            "[listingArtifactAttachmentsAttributes][0][name]": "Spec sheet",
            "[listingArtifactAttachmentsAttributes][0][description]": "Two pages",
          },
          {
            "[logo]": { bytes: png, name: "logo.png" },
            "[listingArtifactAttachmentsAttributes][0][file]": { bytes: pdf, name: "spec.pdf" },
          },
        ),
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const artifact = created.body as Artifact
      expect(artifact).toMatchObject({
        listingId,
        kind,
        name: `First ${kind}`,
        url: "https://owner.example/offer",
        logo: { path: expect.stringMatching(/^\/files\/logos\/[^?]+\.jpg\?expires=\d+&signature=/) },
        startDate: kind === "use_case" ? "2025-01-10" : null,
        endDate: kind === "use_case" ? "2025-02-20" : null,
        listingArtifactTechnologyTypes:
          kind === "use_case" ? [] : [{ technologyTypeId: "4", name: "Autonomy & Robotics" }],
        listingArtifactLinks: [
          { name: "Datasheet page", description: null, url: "https://owner.example/datasheet" },
        ],
        listingArtifactAttachments: [
          {
            name: "Spec sheet",
            description: "Two pages",
            file: { mimeType: "application/pdf", bytes: pdf.length, fileName: "spec.pdf" },
          },
        ],
      })
      expect(await call("GET", owned(kind, artifact.id), { token: owner.token })).toEqual({
        status: 200,
        body: artifact,
      })

      const [link] = artifact.listingArtifactLinks
      const [attachment] = artifact.listingArtifactAttachments
      const edited = await call("PATCH", owned(kind, artifact.id), {
        token: owner.token,
        form: multipart(
          kind,
          {
            ...basics(kind, `Renamed ${kind}`),
            "[listingArtifactLinksAttributes][0][id]": link!.id,
            "[listingArtifactLinksAttributes][0][name]": link!.name,
            "[listingArtifactLinksAttributes][0][url]": "https://owner.example/datasheet",
            "[listingArtifactLinksAttributes][0][destroy]": "true",
            "[listingArtifactLinksAttributes][1][name]": "Press release",
            "[listingArtifactLinksAttributes][1][url]": "https://news.example/owner",
            "[listingArtifactAttachmentsAttributes][0][id]": attachment!.id,
            "[listingArtifactAttachmentsAttributes][0][name]": "Spec sheet v2",
          },
          // the file input left alone: an empty part, which changes nothing
          { "[listingArtifactAttachmentsAttributes][0][file]": { bytes: new Uint8Array(0), name: "" } },
        ),
      })
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      expect(edited.body).toMatchObject({
        id: artifact.id,
        name: `Renamed ${kind}`,
        logo: artifact.logo,
        listingArtifactLinks: [{ name: "Press release", url: "https://news.example/owner" }],
        // renamed, the file kept
        listingArtifactAttachments: [{ id: attachment!.id, name: "Spec sheet v2", file: attachment!.file }],
      })

      const page = await call("GET", `${owned(kind)}?page=1&perPage=10&eager=links,attachments`, {
        token: owner.token,
      })
      expect(page.body).toMatchObject({ data: [{ id: artifact.id }], pagination: { count: 1 } })

      expect(await call("DELETE", owned(kind, artifact.id), { token: owner.token })).toEqual({
        status: 204,
        body: null,
      })
      for (const method of ["GET", "DELETE"])
        expect(await call(method, owned(kind, artifact.id), { token: owner.token })).toEqual({
          status: 404,
          body: {
            error: "ArtifactNotFound",
            message: "This listing has no such service, product or use case.",
            status: 404,
          },
        })
      const patched = await call("PATCH", owned(kind, artifact.id), {
        token: owner.token,
        json: { [formKey(kind)]: { name: "Again", description: "Again" } },
      })
      expect(patched).toMatchObject({ status: 404, body: { error: "ArtifactNotFound" } })
    }
  })

  it("creates, edits and removes over tRPC with JSON and destroy flags", async () => {
    const trpc = await app.trpc(owner.token)
    const created = await trpc.listings.createArtifact({
      listingId,
      kind: "product",
      artifact: {
        name: "Crawler",
        description: "Crawls tanks",
        listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "4" }, { technologyTypeId: "16" }],
        listingArtifactLinksAttributes: [{ name: "Video", url: "https://video.example/crawler" }],
      },
    })
    expect(created.listingArtifactTechnologyTypes).toEqual([
      { technologyTypeId: "4", name: "Autonomy & Robotics" },
      { technologyTypeId: "16", name: "Sensors" },
    ])
    const edited = await trpc.listings.editArtifact({
      listingId,
      kind: "product",
      artifactId: created.id,
      artifact: {
        name: "Crawler T2",
        description: "Crawls tanks and hulls",
        listingArtifactTechnologyTypesAttributes: [{ id: "16", technologyTypeId: "16", destroy: true }],
        listingArtifactLinksAttributes: [
          { id: created.listingArtifactLinks[0]!.id, name: "Video", url: "https://x.example", destroy: true },
        ],
      },
    })
    expect(edited).toMatchObject({
      name: "Crawler T2",
      listingArtifactTechnologyTypes: [{ technologyTypeId: "4" }],
      listingArtifactLinks: [],
    })
    expect(await trpc.listings.artifact({ listingId, kind: "product", artifactId: created.id })).toEqual(
      edited,
    )
    // another kind's address does not reach it
    await expect(
      trpc.listings.artifact({ listingId, kind: "service", artifactId: created.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" })
    expect(
      await trpc.listings.removeArtifact({ listingId, kind: "product", artifactId: created.id }),
    ).toBeNull()
    await expect(
      trpc.listings.removeArtifact({ listingId, kind: "product", artifactId: created.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" })
  })

  it("refuses every broken rule of the form with the spec's words", async () => {
    const refused = async (kind: ArtifactKind, form: Json) => {
      const answer = await call("POST", owned(kind), { token: owner.token, json: { [formKey(kind)]: form } })
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.error).toBe("ValidationFailed")
      return (answer.body.details as Array<{ path: string; message: string }>).map(
        ({ path, message }) => `${path}: ${message}`,
      )
    }
    const key = formKey("service")
    expect(await refused("service", { name: "x", description: "y", url: "not a url" })).toEqual([
      `${key}.name: Must be a minimum of 2 characters`,
      `${key}.description: Must be at least 2 characters`,
      `${key}.url: Invalid url`,
    ])
    const valid = { name: "Valid", description: "Valid enough" }
    expect(
      await refused("service", {
        ...valid,
        listingArtifactLinksAttributes: [{ name: "A", url: "ftp://files.example" }],
      }),
    ).toEqual([
      `${key}.listingArtifactLinksAttributes.0.name: Must be a minimum of 2 characters`,
      `${key}.listingArtifactLinksAttributes.0.url: Invalid url`,
    ])
    expect(
      await refused("service", { ...valid, listingArtifactAttachmentsAttributes: [{ name: "No file" }] }),
    ).toEqual([`listingArtifactAttachmentsAttributes.0.file: ${artifactMessages.fileRequired}`])
    expect(
      await refused("use_case", {
        ...valid,
        listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "4" }],
        startDate: "2025-05-02",
        endDate: "2025-05-01",
      }),
    ).toEqual([
      `listingArtifactTechnologyTypesAttributes: ${artifactMessages.notForKind}`,
      "endDate: End date must be on or after the start date",
    ])
    expect(await refused("product", { ...valid, startDate: "2025-05-02" })).toEqual([
      `startDate: ${artifactMessages.notForKind}`,
    ])
    expect(
      await refused("product", {
        ...valid,
        listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "999" }],
      }),
    ).toEqual(["listingArtifactTechnologyTypesAttributes: is not in the list"])
    expect(await refused("use_case", { ...valid, startDate: "someday" })).toEqual([
      `${formKey("use_case")}.startDate: Invalid date`,
    ])

    const trpc = await app.trpc(owner.token)
    const { id } = await trpc.listings.createArtifact({ listingId, kind: "service", artifact: valid })
    const unknown = await call("PATCH", owned("service", id), {
      token: owner.token,
      json: {
        [key]: {
          ...valid,
          listingArtifactLinksAttributes: [
            { id: "no-such-link", name: "Gone", url: "https://gone.example", destroy: true },
          ],
        },
      },
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        details: [
          {
            path: "listingArtifactLinksAttributes.0.id",
            message: artifactMessages.unknownItem,
            code: "unknown_item",
          },
        ],
      },
    })
    await trpc.listings.removeArtifact({ listingId, kind: "service", artifactId: id })
  })

  it("takes attachments by content: a PNG named .pdf, an EXE or an 11 MB file is refused and nothing is stored", async () => {
    const before = await storedFiles()
    const attach = (bytes: Uint8Array, name: string) =>
      call("POST", owned("service"), {
        token: owner.token,
        form: multipart(
          "service",
          { ...basics("service", "Attached"), "[listingArtifactAttachmentsAttributes][0][name]": "The file" },
          { "[listingArtifactAttachmentsAttributes][0][file]": { bytes, name } },
        ),
      })
    const fileRefusal = {
      status: 400,
      body: {
        error: "ValidationFailed",
        details: [
          {
            path: "listingArtifactAttachmentsAttributes.0.file",
            message: artifactMessages.fileType,
            code: "file_type",
          },
        ],
      },
    }
    expect(await attach(png, "diagram.pdf")).toMatchObject(fileRefusal)
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff])
    expect(await attach(exe, "setup.exe")).toMatchObject(fileRefusal)
    expect(await attach(exe, "setup.pdf")).toMatchObject(fileRefusal)
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect(await attach(svg, "chart.svg")).toMatchObject({
      status: 400,
      body: { details: [{ message: artifactMessages.fileUnsafe, code: "unsafe_content" }] },
    })
    const huge = new Uint8Array(10_000_001)
    huge.set(new TextEncoder().encode("%PDF-1.4\n"))
    expect(await attach(huge, "huge.pdf")).toEqual({
      status: 413,
      body: { error: "PayloadTooLarge", message: "10MB filesize limit", status: 413 },
    })
    // a good file with a broken rule elsewhere: refused before anything is stored
    const badName = await call("POST", owned("service"), {
      token: owner.token,
      form: multipart(
        "service",
        { ...basics("service", "x"), "[listingArtifactAttachmentsAttributes][0][name]": "The file" },
        {
          "[logo]": { bytes: png, name: "logo.png" },
          "[listingArtifactAttachmentsAttributes][0][file]": { bytes: pdf, name: "ok.pdf" },
        },
      ),
    })
    expect(badName.status).toBe(400)
    // another company's member: refused, nothing stored
    const stranger = await call("POST", owned("service"), {
      token: otherCompany,
      form: multipart(
        "service",
        { ...basics("service", "Intruder"), "[listingArtifactAttachmentsAttributes][0][name]": "Theirs" },
        {
          "[listingArtifactAttachmentsAttributes][0][file]": { bytes: pdf, name: "ok.pdf" },
        },
      ),
    })
    expect(stranger).toMatchObject({ status: 403, body: { error: "NotAccountMember" } })
    expect(await storedFiles()).toEqual(before)

    const accepted = await attach(png, "diagram.png")
    expect(accepted.status).toBe(201)
    expect((accepted.body as Artifact).listingArtifactAttachments[0]!.file.mimeType).toBe("image/png")
    await call("DELETE", owned("service", (accepted.body as Artifact).id), { token: owner.token })
  })

  it("serves stored files with their checked type, never sniffed, non-images (SVG too) as downloads", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    const created = await call("POST", owned("product"), {
      token: owner.token,
      form: multipart(
        "product",
        {
          ...basics("product", "Files"),
          "[listingArtifactAttachmentsAttributes][0][name]": "Brochure",
          "[listingArtifactAttachmentsAttributes][1][name]": "Photo",
          "[listingArtifactAttachmentsAttributes][2][name]": "Diagram",
          "[listingArtifactAttachmentsAttributes][3][name]": "Notes",
        },
        {
          "[listingArtifactAttachmentsAttributes][0][file]": { bytes: pdf, name: "brochure.pdf" },
          "[listingArtifactAttachmentsAttributes][1][file]": { bytes: png, name: "photo.png" },
          "[listingArtifactAttachmentsAttributes][2][file]": { bytes: svg, name: "diagram.svg" },
          "[listingArtifactAttachmentsAttributes][3][file]": {
            bytes: new TextEncoder().encode("plain notes"),
            name: "notes.txt",
          },
        },
      ),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const files = (created.body as Artifact).listingArtifactAttachments.map((a) => a.file)
    const expected = [
      ["application/pdf", "attachment"],
      ["image/png", null],
      ["image/svg+xml", "attachment"],
      ["text/plain", "attachment"],
    ]
    for (const [i, file] of files.entries()) {
      const served = await app.request(file.path)
      expect(served.status).toBe(200)
      const [type, disposition] = expected[i]!
      expect(file.mimeType).toBe(type)
      expect(served.headers.get("content-type")?.split(";")[0]).toBe(type)
      expect(served.headers.get("x-content-type-options")).toBe("nosniff")
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'")
      expect(served.headers.get("content-disposition")?.split(";")[0] ?? null).toBe(disposition)
    }
    await call("DELETE", owned("product", (created.body as Artifact).id), { token: owner.token })
  })

  it("stores image attachments re-encoded without their metadata, and refuses a decompression bomb", async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c63" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "owner-secret" }, IFD3: { GPSMapDatum: "gps-secret" } })
      .toBuffer()
    const created = await call("POST", owned("product"), {
      token: owner.token,
      form: multipart(
        "product",
        { ...basics("product", "Photographed"), "[listingArtifactAttachmentsAttributes][0][name]": "Photo" },
        { "[listingArtifactAttachmentsAttributes][0][file]": { bytes: photo, name: "site.jpg" } },
      ),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const [attachment] = (created.body as Artifact).listingArtifactAttachments
    const served = Buffer.from(await (await app.request(attachment!.file.path)).arrayBuffer())
    const stored = await sharp(served).metadata()
    expect(stored).toMatchObject({ format: "jpeg", width: 40, height: 60 })
    expect(stored.exif).toBeUndefined()
    expect(served.includes(Buffer.from("gps-secret"))).toBe(false)
    expect(served.includes(Buffer.from("owner-secret"))).toBe(false)
    expect(attachment!.file).toMatchObject({ mimeType: "image/jpeg", bytes: served.length })
    await call("DELETE", owned("product", (created.body as Artifact).id), { token: owner.token })

    const before = await storedFiles()
    const bomb = await call("POST", owned("product"), {
      token: owner.token,
      form: multipart(
        "product",
        { ...basics("product", "Bomb"), "[listingArtifactAttachmentsAttributes][0][name]": "Bomb" },
        { "[listingArtifactAttachmentsAttributes][0][file]": { bytes: pngBomb(), name: "bomb.png" } },
      ),
    })
    expect(bomb).toMatchObject({
      status: 400,
      body: {
        error: "ValidationFailed",
        details: [
          {
            path: "listingArtifactAttachmentsAttributes.0.file",
            message: profileMessages.headshotTooManyPixels,
            code: "too_many_pixels",
          },
        ],
      },
    })
    expect(await storedFiles()).toEqual(before)
  })

  it("pages one kind newest first, and the listing carries every artifact's links and attachments", async () => {
    const trpc = await app.trpc(owner.token)
    const ids: string[] = []
    for (const n of [1, 2, 3, 4, 5, 6])
      ids.push(
        (
          await trpc.listings.createArtifact({
            listingId,
            kind: "use_case",
            artifact: {
              name: `Use case ${n}`,
              description: "Deployed and measured",
              listingArtifactLinksAttributes: [{ name: `Story ${n}`, url: `https://news.example/${n}` }],
            },
          })
        ).id,
      )
    const first = await call("GET", `${owned("use_case")}?page=1&perPage=5`, { token: owner.token })
    expect(first.body).toMatchObject({ pagination: { count: 6, page: 1, pages: 2, from: 1, to: 5 } })
    const second = await call("GET", `${owned("use_case")}?page=2&perPage=5`, { token: owner.token })
    const order = [...(first.body.data as Artifact[]), ...(second.body.data as Artifact[])].map((a) => a.id)
    expect(order).toEqual([...ids].reverse())
    expect(
      (await trpc.listings.artifacts({ listingId, kind: "use_case", query: { perPage: 5, page: 2 } })).data,
    ).toEqual(second.body.data)
    const listing = await call("GET", `/api/v1/listings/${listingId}`, { token: owner.token })
    expect((listing.body.listingArtifactLinks as Array<{ name: string }>).map((l) => l.name)).toEqual(
      [6, 5, 4, 3, 2, 1].map((n) => `Story ${n}`),
    )
    for (const artifactId of ids)
      await trpc.listings.removeArtifact({ listingId, kind: "use_case", artifactId })
    expect((await call("GET", `/api/v1/listings/${listingId}`, { token: owner.token })).body).toMatchObject({
      listingArtifactLinks: [],
    })
  })

  it("keeps the owner side to members and shows the marketplace side by the listing's visibility", async () => {
    const trpc = await app.trpc(owner.token)
    const made = Object.fromEntries(
      await Promise.all(
        artifactKinds.map(async (kind) => [
          kind,
          (
            await trpc.listings.createArtifact({
              listingId,
              kind,
              artifact: { name: `Visible ${kind}`, description: "Seen or not" },
            })
          ).id,
        ]),
      ),
    ) as Record<ArtifactKind, string>

    for (const kind of artifactKinds)
      for (const [token, error, status] of [
        [otherCompany, "NotAccountMember", 403],
        [gov, "Forbidden", 403],
        [visionGov, "Forbidden", 403],
        [admin, "Forbidden", 403],
        [undefined, "MissingToken", 401],
      ] as const) {
        for (const path of [owned(kind), owned(kind, made[kind])])
          expect(await call("GET", path, { token }), `${path} ${error}`).toMatchObject({
            status,
            body: { error },
          })
        const writes = [
          call("POST", owned(kind), { token, json: { [formKey(kind)]: { name: "No", description: "No" } } }),
          call("PATCH", owned(kind, made[kind]), {
            token,
            json: { [formKey(kind)]: { name: "No", description: "No" } },
          }),
          call("DELETE", owned(kind, made[kind]), { token }),
        ]
        for (const answer of await Promise.all(writes))
          expect(answer).toMatchObject({ status, body: { error } })
      }

    const viewers = { owner: owner.token, otherCompany, gov, visionGov, admin }
    /** Which viewers see the listing's artifacts on every marketplace path, over REST and tRPC. */
    const seeing = async () => {
      const seen: string[] = []
      for (const [name, token] of Object.entries(viewers)) {
        const answers = await Promise.all(
          artifactKinds.flatMap((kind) => [
            call("GET", connect(kind), { token }),
            call("GET", connect(kind, made[kind]), { token }),
          ]),
        )
        const statuses = new Set(answers.map((a) => a.status))
        const client = await app.trpc(token)
        const viaTrpc = await Promise.all(
          artifactKinds.flatMap((kind) => [
            client.connect.artifacts({ listingId, kind, query: {} }).then(
              () => 200,
              () => 404,
            ),
            client.connect.artifact({ listingId, kind, artifactId: made[kind] }).then(
              () => 200,
              () => 404,
            ),
          ]),
        )
        for (const status of viaTrpc) statuses.add(status)
        expect(statuses.size, `${name} gets one answer on every path`).toBe(1)
        if (statuses.has(200)) seen.push(name)
        else
          expect(answers[0]!.body).toEqual({
            error: "NotFound",
            message: "Unable to get listing data; please try again later",
            status: 404,
          })
      }
      return seen
    }
    expect(await call("GET", connect("service"))).toMatchObject({
      status: 401,
      body: { error: "MissingToken" },
    })
    expect(await seeing()).toEqual(["owner"])
    await app.services.storefronts.publishing.publish(owner.userId, listingId)
    expect(await seeing()).toEqual(["owner", "otherCompany", "gov", "visionGov", "admin"])
    expect((await call("GET", connect("use_case", made.use_case), { token: gov })).body).toMatchObject({
      name: "Visible use_case",
    })
    await app.services.storefronts.edits.setVisionOnly(owner.userId, listingId, true)
    expect(await seeing()).toEqual(["owner", "visionGov"])
    const asVision = await call("GET", `/api/v1/connect/listings/${listingId}`, { token: visionGov })
    expect(asVision.body).toMatchObject({ listingArtifactLinks: [], listingArtifactAttachments: [] })
    await app.services.storefronts.edits.setVisionOnly(owner.userId, listingId, false)
    await app.services.storefronts.publishing.unpublish(owner.userId, listingId)
    expect(await seeing()).toEqual(["owner"])
  })

  it("rebuilds the artifacts read model from the log into exactly what live processing made", async () => {
    const { platform } = app.services
    const snapshot = () => platform.sql.query("select * from listing_artifacts order by id")
    const live = await snapshot()
    expect(live.length).toBeGreaterThan(0)
    await rebuildFromTheLog(platform, ["listing_artifacts"])
    expect(await snapshot()).toEqual(live)
  })
})

import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"

const checker = join(import.meta.dirname, "check-layers.mjs")
const trees: string[] = []

/** A small monorepo of our shape: package.json per workspace, files by path. */
const tree = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), "layers-"))
  trees.push(root)
  const packages: Record<string, string> = {
    "contracts/package.json": "@ignite/contracts",
    "platform/package.json": "@ignite/platform",
    "domains/accounts/package.json": "@ignite/domain-accounts",
    "domains/listings/package.json": "@ignite/domain-listings",
    "projections/search/package.json": "@ignite/projection-search",
    "wiring/package.json": "@ignite/wiring",
    "apps/gateway/package.json": "@ignite/gateway",
    "apps/worker/package.json": "@ignite/worker",
    "apps/web/package.json": "@ignite/web",
  }
  for (const [path, name] of Object.entries(packages)) files[path] ??= JSON.stringify({ name })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const result = spawnSync(process.execPath, [checker, "--root", root], { encoding: "utf8" })
  return { status: result.status, output: result.stdout + result.stderr }
}

/** The check passed, saying so. */
const expectPassed = (result: ReturnType<typeof tree>) => {
  expect(result.output).toContain("every import within its layer")
  expect(result.status).toBe(0)
}

/** The check failed, naming each of these breaches. */
const expectRefused = (result: ReturnType<typeof tree>, breaches: readonly string[]) => {
  expect(result.status).toBe(1)
  for (const breach of breaches) expect(result.output).toContain(breach)
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe("the layer check", () => {
  it("passes imports that go down the layers", () => {
    const result = tree({
      "domains/accounts/src/a.ts":
        'import { x } from "@ignite/platform"\nimport type { Y } from "@ignite/contracts"',
      "projections/search/src/s.ts": 'import { x } from "@ignite/contracts/events"',
      "wiring/src/w.ts":
        'import { a } from "@ignite/domain-accounts"\nimport { s } from "@ignite/projection-search"',
      "apps/gateway/src/g.ts": 'import { w } from "@ignite/wiring"',
      "apps/web/src/trpc.ts":
        'import type { AppRouter } from "@ignite/gateway"\nimport { t } from "@ignite/contracts/texts"',
    })
    expectPassed(result)
  })

  it("names every import that crosses a rule, by package or by relative path", () => {
    const result = tree({
      "contracts/src/c.ts": 'import { p } from "@ignite/platform"',
      "platform/src/p.ts": 'export { a } from "@ignite/domain-accounts"',
      "domains/accounts/src/a.ts": 'import { l } from "../../listings/src/index"',
      "projections/search/src/s.ts": 'const a = await import("@ignite/domain-listings")',
      "apps/worker/src/main.ts": 'import { startApp } from "@ignite/gateway"',
      "apps/web/src/page.tsx":
        'import { buildGateway } from "@ignite/gateway"\nimport { x } from "@ignite/platform"',
    })
    expectRefused(result, [
      "contracts/src/c.ts: contracts may not import @ignite/platform",
      "platform/src/p.ts: platform may not import @ignite/domain-accounts",
      "domains/accounts/src/a.ts: domains/accounts may not import ../../listings/src/index",
      "projections/search/src/s.ts: projections/search may not import @ignite/domain-listings",
      "apps/worker/src/main.ts: apps/worker may not import @ignite/gateway",
      "apps/web/src/page.tsx: apps/web may not import @ignite/gateway",
      "apps/web/src/page.tsx: apps/web may not import @ignite/platform",
    ])
  })

  it("lets web features use kits and helpers, and routes compose features", () => {
    const result = tree({
      "apps/web/src/features/listings/components/listing-page.tsx":
        'import { q } from "../queries"\nimport { A } from "../artifacts/components/artifacts-tab"\n' +
        'import { F } from "../../../ui/forms/form-actions"\nimport { t } from "../../../lib/trpc"',
      "apps/web/src/ui/profile-form/profile-fields.tsx": 'import { e } from "../../lib/field-issues"',
      "apps/web/src/lib/session/notify-failure.ts": 'import { n } from "../../ui/notifications/store"',
      "apps/web/src/routes/account.tsx":
        'import { A } from "../features/account/page"\nimport { G } from "../features/govusers/cards"',
      "apps/web/src/test-support/harness.tsx": 'import { A } from "../features/account/page"',
    })
    expectPassed(result)
  })

  it("refuses a web feature importing another feature, and kits or helpers importing features or routes", () => {
    const result = tree({
      "apps/web/src/features/account/components/page.tsx":
        'import { G } from "../../govusers/components/cards"\nconst L = lazy(() => import("../../listings/page"))',
      "apps/web/src/features/listings/page.tsx": 'import { N } from "../../routes/-components/admin-nav"',
      "apps/web/src/ui/forms/form-actions.tsx": 'import type { U } from "../../features/account/user"',
      "apps/web/src/lib/session/menu.ts": 'export { c } from "../../features/account/company-user"',
    })
    expectRefused(result, [
      "apps/web/src/features/account/components/page.tsx: features/account may not import ../../govusers/components/cards (features/govusers",
      "apps/web/src/features/account/components/page.tsx: features/account may not import ../../listings/page (features/listings",
      "apps/web/src/features/listings/page.tsx: features/listings may not import ../../routes/-components/admin-nav (routes",
      "apps/web/src/ui/forms/form-actions.tsx: ui may not import ../../features/account/user (features/account",
      "apps/web/src/lib/session/menu.ts: lib may not import ../../features/account/company-user (features/account",
    ])
  })

  it("asks a test file that replaces a module to say so in its name, so it runs in a module graph of its own", () => {
    const mocking = 'import { vi } from "vitest"\nvi.mock("./altcha-element", () => ({}))'
    const result = tree({
      "apps/web/src/ui/captcha/captcha-field.unit.test.tsx": mocking,
      "apps/web/src/ui/captcha/captcha-form.mocked.unit.test.tsx": mocking,
      "platform/src/mail/mailer.unit.test.ts": 'import { vi } from "vitest"\nvi.mock("nodemailer")',
      "platform/src/mail/mail.unit.test.ts": 'import { vi } from "vitest"\nvi.fn()',
    })
    expectRefused(result, [
      "apps/web/src/ui/captcha/captcha-field.unit.test.tsx: replaces a module with vi.mock; name it *.mocked.unit.test.tsx",
      "platform/src/mail/mailer.unit.test.ts: replaces a module with vi.mock; name it *.mocked.unit.test.ts",
    ])
    expect(result.output).not.toContain("captcha-form.mocked")
    expect(result.output).not.toContain("mail.unit.test.ts:")
  })

  it("refuses a package the web app has its own way for: a second form system", () => {
    const result = tree({
      "apps/web/package.json": JSON.stringify({
        name: "@ignite/web",
        dependencies: { "@mantine/core": "*", "@mantine/form": "*" },
      }),
      "apps/web/src/features/listings/form.tsx":
        'import { TextInput } from "@mantine/core"\nimport { useForm } from "@mantine/form"',
      "apps/web/src/lib/use-form.ts": 'import { useState } from "react"',
    })
    expectRefused(result, [
      "apps/web/package.json: apps/web may not depend on @mantine/form (use lib/use-form)",
      "apps/web/src/features/listings/form.tsx: apps/web may not import @mantine/form (use lib/use-form)",
    ])
    expect(result.output).not.toContain("@mantine/core")
  })

  it("checks workspace dependencies in package.json too", () => {
    const result = tree({
      "domains/listings/package.json": JSON.stringify({
        name: "@ignite/domain-listings",
        dependencies: { "@ignite/projection-search": "*" },
      }),
    })
    expectRefused(result, ["domains/listings may not depend on @ignite/projection-search"])
  })
})

import { defineConfig } from "vitest/config"

/**
 * One run, four projects, named by level (STYLE.md): unit (pure, fast), int (through the store and the
 * gateway, on the driver the environment selects), web (components in happy-dom), e2e (Chromium
 * against the built app served by the gateway).
 */
/**
 * Every level runs two files at a time. Vitest's default is one worker fewer than the cores: one on the 2-core
 * machines we run on, which left a core idle (the first two groups: 193 s -> 112 s). Integration files and
 * journeys are heavy (PGlite, a gateway, Chromium) and CPU-bound: a third worker would not help either.
 */
const filesAtOnce = 2

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          // the generator's child processes run beside the web component files instead of before them
          maxWorkers: filesAtOnce,
          include: [
            "{contracts,platform,domains,projections,workflows,wiring,apps/gateway,apps/worker,tools}/**/*.unit.test.ts",
            // the web build's own plugins (vite.config.ts's neighbours); the app's tests are the web project's
            "apps/web/*.unit.test.ts",
          ],
          exclude: ["tools/generators/**", "**/node_modules/**", "**/*.mocked.unit.test.ts"],
          environment: "node",
          // pure tests share a worker's modules (84 s -> 17 s, all of it imports); a file that replaces a
          // module (vi.mock) is named *.mocked.unit.test.ts and runs isolated below (the layer check asks)
          isolate: false,
        },
      },
      {
        test: {
          name: "unit-mocked",
          sequence: { groupOrder: 0 },
          maxWorkers: filesAtOnce,
          include: [
            "{contracts,platform,domains,projections,workflows,wiring,apps/gateway,apps/worker,tools}/**/*.mocked.unit.test.ts",
          ],
          exclude: ["**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          // The domain generator's test runs the generator into a scratch copy and then biome, tsc and vitest
          // there: a minute and a half of child processes. It runs beside the web component tests (same
          // group), so the two overlap instead of adding up.
          name: "generators",
          sequence: { groupOrder: 1 },
          maxWorkers: filesAtOnce,
          include: ["tools/generators/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          sequence: { groupOrder: 2 },
          include: [
            "{contracts,platform,domains,projections,workflows,wiring,apps/gateway,apps/worker,tools}/**/*.int.test.ts",
          ],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: filesAtOnce,
          // Files share a worker's modules instead of importing the whole app graph again each: every file
          // starts apps of its own and no test mocks a module, so nothing leaks but warm code (the embedded
          // pass went from 1,200 s to 360 s). Process-wide switches are set by whoever needs them
          // (startTestApp turns the strict answer check on; a test that turns it off turns it back).
          isolate: false,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          sequence: { groupOrder: 1 },
          maxWorkers: filesAtOnce,
          root: "./apps/web",
          include: ["src/**/*.unit.test.{ts,tsx}"],
          exclude: ["src/**/*.mocked.unit.test.{ts,tsx}"],
          environment: "happy-dom",
          // a test that renders the whole app (the analytics dashboard's nine charts) takes 1–4 s alone and
          // passed vitest's 5 s when two other processes kept both cores busy (seen in CI)
          testTimeout: 20_000,
          // files share a worker's modules (each file imported Mantine, React and the router again: 380 s
          // -> 110 s); every test unmounts what it mounted and globals are unstubbed after each test
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module graph of its own: a module an earlier file
        // imported would stay unreplaced. The layer check asks such files for this name.
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web-mocked",
          sequence: { groupOrder: 1 },
          maxWorkers: filesAtOnce,
          root: "./apps/web",
          include: ["src/**/*.mocked.unit.test.{ts,tsx}"],
          environment: "happy-dom",
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          include: ["apps/web/e2e/**/*.e2e.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // each file starts its own gateway and Chromium
          maxWorkers: filesAtOnce,
          // as for the integration files: each journey starts its own app and browser, so files share modules
          isolate: false,
        },
      },
    ],
  },
})

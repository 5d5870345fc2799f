#!/usr/bin/env node
// The `ignite` CLI, its TypeScript run through tsx like the development server. The production build compiles
// it to dist/server/ignite.mjs (README "Production").
import { register } from "tsx/esm/api"

register()
await import("../src/cli/main.ts")

import type { AppRouter } from "@ignite/gateway"
import type { inferRouterOutputs } from "@trpc/server"

// The history as it arrives over the wire (JSON): the contract's `unknown` values may be absent.
type Outputs = inferRouterOutputs<AppRouter>["audit"]

export type AuditStreamView = Outputs["stream"]
export type AuditStreamEntryView = AuditStreamView["entries"][number]
export type AuditEventView = AuditStreamEntryView["event"]
export type AuditChangeView = AuditStreamEntryView["changes"][number]

export type StorefrontAsOfView = Outputs["storefrontAsOf"]
export type StorefrontSnapshotView = StorefrontAsOfView["asOf"]
export type StorefrontItemChangeView = StorefrontAsOfView["differences"]["items"][number]

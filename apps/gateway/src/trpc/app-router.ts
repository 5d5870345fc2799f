import { adapters } from "../adapters"
import { router } from "./init"

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never
type Procedures = UnionToIntersection<(typeof adapters)[number]["procedures"]>

/** One router per domain, assembled from the adapters list; the web client imports only this type. */
export const appRouter = router(
  Object.assign({}, ...adapters.map((adapter) => adapter.procedures)) as Procedures & {},
)

export type AppRouter = typeof appRouter

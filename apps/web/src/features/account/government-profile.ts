import type { CurrentUser } from "@ignite/contracts"
import type { ComponentType } from "react"

/**
 * What the account page shows and edits of a government user (spec 01 §2, §5). The government profile is
 * the govusers feature's; the route hands its cards and form in, so account never imports govusers.
 */
export interface GovernmentProfile {
  readonly Cards: ComponentType<{ readonly userId: string }>
  readonly EditForm: ComponentType<{ readonly user: CurrentUser; readonly onDone: () => void }>
}

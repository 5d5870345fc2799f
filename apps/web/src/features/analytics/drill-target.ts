import type { TechnologyTypeMeasure } from "@ignite/contracts"

/** The number an admin asked to see behind (beyond the spec: issue 21's drill-down), and the list's heading. */
export type DrillTarget =
  | {
      readonly kind: "technologyType"
      readonly technologyTypeId: string
      readonly measure: TechnologyTypeMeasure
      readonly title: string
    }
  | { readonly kind: "organization"; readonly organizationId: string; readonly title: string }
  | { readonly kind: "conversations"; readonly month: string; readonly title: string }

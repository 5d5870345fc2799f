export interface GovUserClassificationCategory {
  readonly id: string
  readonly name: string
}

export interface GovUserClassification {
  readonly id: string
  readonly description: string
  /** Null for the uncategorised ones, which the forms group under 'Other' (spec 01 §3). */
  readonly govUserClassificationCategory: GovUserClassificationCategory | null
}

export const govUserClassificationCategories = [
  { id: "1", name: "Acquisition" },
  { id: "2", name: "Research & Engineering" },
  { id: "3", name: "Program Management" },
  { id: "4", name: "Operations" },
] as const satisfies readonly GovUserClassificationCategory[]

const [acquisition, research, program, operations] = govUserClassificationCategories

/** The roles a government user takes towards small businesses (the FAR's and SBIR programs' role names). */
export const govUserClassifications: readonly GovUserClassification[] = [
  { id: "1", description: "Contracting Officer", govUserClassificationCategory: acquisition },
  {
    id: "2",
    description: "Contracting Officer's Representative",
    govUserClassificationCategory: acquisition,
  },
  { id: "3", description: "Small Business Professional", govUserClassificationCategory: acquisition },
  { id: "4", description: "Scientist / Engineer", govUserClassificationCategory: research },
  { id: "5", description: "Technical Point of Contact", govUserClassificationCategory: research },
  { id: "6", description: "Topic Author", govUserClassificationCategory: research },
  { id: "7", description: "Program Manager", govUserClassificationCategory: program },
  { id: "8", description: "SBIR/STTR Program Office", govUserClassificationCategory: program },
  { id: "9", description: "Technology Transition Lead", govUserClassificationCategory: program },
  { id: "10", description: "End User / Warfighter", govUserClassificationCategory: operations },
  { id: "11", description: "Requirements Owner", govUserClassificationCategory: operations },
  { id: "12", description: "Other", govUserClassificationCategory: null },
]

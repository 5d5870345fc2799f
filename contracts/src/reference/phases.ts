/**
 * Award phases of the SBIR/STTR programs (SBA SBIR/STTR Policy Directive, §4: Phase I feasibility, Phase II
 * development, Phase III commercialization with non-SBIR funds). Awards store the name.
 */
export const awardPhases = [
  { id: "1", name: "Phase I" },
  { id: "2", name: "Phase II" },
  { id: "3", name: "Phase III" },
] as const

export type AwardPhase = (typeof awardPhases)[number]["name"]

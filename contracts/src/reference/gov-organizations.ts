export interface GovUserOrganizationCategory {
  readonly id: string
  readonly name: string
}

export interface GovUserOrganization {
  readonly id: string
  readonly name: string
  readonly longName: string
  readonly govUserOrganizationCategoryId: string
}

export const govUserOrganizationCategories = [
  { id: "1", name: "Department of Defense" },
  { id: "2", name: "Civilian Agency" },
] as const satisfies readonly GovUserOrganizationCategory[]

const dod = "1"
const civilian = "2"

/**
 * The organisations a government user belongs to: the DoD components and civilian agencies that run SBIR/STTR
 * programs (sbir.gov "Participating agencies"), plus the DoD innovation units users name. Stable ids.
 */
export const govUserOrganizations: readonly GovUserOrganization[] = (
  [
    ["1", "Army", "United States Army", dod],
    ["2", "Navy", "United States Navy", dod],
    ["3", "Marine Corps", "United States Marine Corps", dod],
    ["4", "Air Force", "United States Air Force", dod],
    ["5", "Space Force", "United States Space Force", dod],
    ["6", "DARPA", "Defense Advanced Research Projects Agency", dod],
    ["7", "DHA", "Defense Health Agency", dod],
    ["8", "DISA", "Defense Information Systems Agency", dod],
    ["9", "DLA", "Defense Logistics Agency", dod],
    ["10", "DTRA", "Defense Threat Reduction Agency", dod],
    ["11", "MDA", "Missile Defense Agency", dod],
    ["12", "NGA", "National Geospatial-Intelligence Agency", dod],
    ["13", "SOCOM", "United States Special Operations Command", dod],
    ["14", "CBD", "Chemical and Biological Defense Program", dod],
    ["15", "DIU", "Defense Innovation Unit", dod],
    ["16", "OSD", "Office of the Secretary of Defense", dod],
    ["17", "AFWERX", "AFWERX (Department of the Air Force innovation arm)", dod],
    ["18", "DHS", "Department of Homeland Security", civilian],
    ["19", "DOE", "Department of Energy", civilian],
    ["20", "NASA", "National Aeronautics and Space Administration", civilian],
    ["21", "NIH", "National Institutes of Health", civilian],
    ["22", "NSF", "U.S. National Science Foundation", civilian],
    ["23", "HHS", "Department of Health and Human Services", civilian],
    ["24", "CDC", "Centers for Disease Control and Prevention", civilian],
    ["25", "FDA", "Food and Drug Administration", civilian],
    ["26", "DOC", "Department of Commerce", civilian],
    ["27", "NIST", "National Institute of Standards and Technology", civilian],
    ["28", "NOAA", "National Oceanic and Atmospheric Administration", civilian],
    ["29", "DOT", "Department of Transportation", civilian],
    ["30", "USDA", "United States Department of Agriculture", civilian],
    ["31", "EPA", "Environmental Protection Agency", civilian],
    ["32", "ED", "Department of Education", civilian],
  ] as const
).map(([id, name, longName, govUserOrganizationCategoryId]) => ({
  id,
  name,
  longName,
  govUserOrganizationCategoryId,
}))

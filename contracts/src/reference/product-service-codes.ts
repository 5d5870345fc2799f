/**
 * Product and Service Code categories (GSA, "PSC Manual", FY2024 edition): the service categories (one
 * letter) and the product groups (two digits, the Federal Supply Groups) a listing or award names most. A
 * listing's four-character code belongs to one of these; the full manual (about 3,000 codes) can replace
 * this list without changing its shape. The id is the code.
 */
const categories: ReadonlyArray<readonly [string, string]> = [
  ["A", "Research and Development"],
  ["B", "Special Studies and Analyses - Not R&D"],
  ["C", "Architect and Engineering Services"],
  ["D", "IT and Telecom Services"],
  ["F", "Natural Resources Management"],
  ["H", "Quality Control, Testing, and Inspection"],
  ["J", "Maintenance, Repair, and Rebuilding of Equipment"],
  ["K", "Modification of Equipment"],
  ["L", "Technical Representative Services"],
  ["M", "Operation of Government-Owned Facilities"],
  ["N", "Installation of Equipment"],
  ["Q", "Medical Services"],
  ["R", "Support Services (Professional, Administrative, Management)"],
  ["S", "Utilities and Housekeeping"],
  ["U", "Education and Training"],
  ["V", "Transportation, Travel and Relocation"],
  ["Y", "Construction of Structures and Facilities"],
  ["Z", "Maintenance, Repair or Alteration of Real Property"],
  ["10", "Weapons"],
  ["12", "Fire Control Equipment"],
  ["13", "Ammunition and Explosives"],
  ["14", "Guided Missiles"],
  ["15", "Aircraft and Airframe Structural Components"],
  ["16", "Aircraft Components and Accessories"],
  ["18", "Space Vehicles"],
  ["19", "Ships, Small Craft, Pontoons, and Floating Docks"],
  ["20", "Ship and Marine Equipment"],
  ["23", "Ground Effect Vehicles, Motor Vehicles, Trailers, and Cycles"],
  ["28", "Engines, Turbines, and Components"],
  ["58", "Communication, Detection, and Coherent Radiation Equipment"],
  ["59", "Electrical and Electronic Equipment Components"],
  ["61", "Electric Wire, and Power and Distribution Equipment"],
  ["65", "Medical, Dental, and Veterinary Equipment and Supplies"],
  ["66", "Instruments and Laboratory Equipment"],
  ["70", "IT and Telecom - Equipment and Software"],
  ["84", "Clothing, Individual Equipment, and Insignia"],
  ["89", "Subsistence"],
]

export interface ProductServiceCode {
  readonly id: string
  readonly code: string
  readonly description: string
}

export const productServiceCodes: readonly ProductServiceCode[] = categories.map(([code, description]) => ({
  id: code,
  code,
  description,
}))

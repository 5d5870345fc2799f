/**
 * Business classifications a listing claims: the SBA's small-business certifications and program statuses
 * (sba.gov "Federal contracting: contracting assistance programs"; SDB from 13 CFR 124 subpart B).
 * Stable ids, referenced by listings.
 */
export const businessClassifications = [
  { id: "1", name: "Small Business" },
  { id: "2", name: "8(a) Business Development" },
  { id: "3", name: "HUBZone" },
  { id: "4", name: "Women-Owned Small Business (WOSB)" },
  { id: "5", name: "Economically Disadvantaged Women-Owned Small Business (EDWOSB)" },
  { id: "6", name: "Service-Disabled Veteran-Owned Small Business (SDVOSB)" },
  { id: "7", name: "Veteran-Owned Small Business (VOSB)" },
  { id: "8", name: "Small Disadvantaged Business (SDB)" },
] as const

import type { ListingArtifact } from "@ignite/contracts"

/** The brochure the artifact tests attach, a small PDF. */
export const brochure = (path = "/files/x/brochure.pdf") => ({
  id: "att-1",
  name: "Brochure",
  description: null,
  file: { path, mimeType: "application/pdf", bytes: 10, fileName: "brochure.pdf" },
})

/** The "Drilling" service with its brochure, its site and Robotics; each test states what it needs to be otherwise. */
export const aService = (overrides: Partial<ListingArtifact> = {}): ListingArtifact => ({
  id: "a-1",
  listingId: "l-1",
  kind: "service",
  name: "Drilling",
  description: "We drill.",
  url: null,
  logo: null,
  startDate: null,
  endDate: null,
  listingArtifactAttachments: [brochure()],
  listingArtifactLinks: [{ id: "link-1", name: "Site", description: null, url: "https://drill.example" }],
  listingArtifactTechnologyTypes: [{ technologyTypeId: "t-1", name: "Robotics" }],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
})

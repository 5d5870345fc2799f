import type { ArtifactFormInput, ArtifactKind } from "@ignite/contracts"
import type { Services } from "@ignite/wiring"
import { minimalPdf } from "./minimal-pdf"

/** Acme Robotics' services, products and use case, as its owner would enter them in the form. */
export const demoArtifacts: ReadonlyArray<{ kind: ArtifactKind; form: ArtifactFormInput }> = [
  {
    kind: "service",
    form: {
      name: "Confined-space inspection",
      description:
        "Crawler robots inspect fuel tanks, ballast tanks and pipes without putting people inside: ultrasonic wall thickness, weld imagery and corrosion maps delivered within 48 hours.",
      url: "https://acme-robotics.example/services/inspection",
      listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "4" }, { technologyTypeId: "16" }],
      listingArtifactLinksAttributes: [
        {
          name: "Sample inspection report",
          description: "A redacted tank inspection for a Navy shipyard",
          url: "https://acme-robotics.example/reports/sample",
        },
      ],
      listingArtifactAttachmentsAttributes: [
        {
          name: "Inspection capability sheet",
          description: "What we inspect, how, and turnaround times",
          file: minimalPdf([
            "Acme Robotics - Confined-space inspection",
            "Ultrasonic thickness, weld imagery, corrosion mapping.",
            "Turnaround: 48 hours from site visit.",
          ]),
          fileName: "acme-inspection-capabilities.pdf",
        },
      ],
    },
  },
  {
    kind: "service",
    form: {
      name: "Autonomy integration",
      description:
        "We fit existing ground vehicles with our autonomy kit and train crews to run it: route planning, obstacle avoidance and remote supervision over degraded links.",
      listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "3" }, { technologyTypeId: "4" }],
    },
  },
  {
    kind: "product",
    form: {
      name: "TankCrawler T2",
      description:
        "A magnetic-track crawler for steel tanks and hulls, 9 kg, tethered, with a 4K camera, ultrasonic probe and LED ring. Fits through a 45 cm manway.",
      url: "https://acme-robotics.example/products/tankcrawler-t2",
      listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "4" }, { technologyTypeId: "16" }],
      listingArtifactLinksAttributes: [
        { name: "Product video", url: "https://acme-robotics.example/videos/t2" },
      ],
    },
  },
  {
    kind: "product",
    form: {
      name: "Pathfinder autonomy kit",
      description:
        "Sensors, compute and software that make a light vehicle drive itself on known routes; lidar, radar and GPS-denied navigation in one ruggedized box.",
      listingArtifactTechnologyTypesAttributes: [
        { technologyTypeId: "3" },
        { technologyTypeId: "4" },
        { technologyTypeId: "14" },
      ],
    },
  },
  {
    kind: "use_case",
    form: {
      name: "Ballast tank survey at Norfolk Naval Shipyard",
      description:
        "Two TankCrawlers surveyed 14 ballast tanks of a destroyer in dry dock in six days, replacing three weeks of manned entry and finding two corrosion sites missed by the previous survey.",
      startDate: "2025-03-03",
      endDate: "2025-03-08",
      listingArtifactLinksAttributes: [
        { name: "Shipyard news story", url: "https://news.example/norfolk-crawler-survey" },
      ],
    },
  },
]

/** Through the same service as the owner's form: the rules, the file checks and the events are the same. */
export const seedDemoArtifacts = async (services: Services, userId: string, listingId: string) => {
  for (const { kind, form } of demoArtifacts)
    await services.storefronts.artifactEdits.create(userId, listingId, kind, form)
}

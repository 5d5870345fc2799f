import type { ArtifactFormInput, ArtifactKind, ListingFormInput } from "@ignite/contracts"

/** An award as SBIR.gov lists it, for the showcase's own award file. */
export interface ShowcaseAward {
  readonly title: string
  readonly agency: string
  readonly branch: string
  readonly phase: "Phase I" | "Phase II" | "Phase III"
  readonly contract: string
  readonly awardedOn: string
  readonly amount: number
  readonly topic: string
  readonly abstract: string
}

export interface ShowcaseCompany {
  readonly uniqueEntityId: string
  readonly name: string
  readonly owner: { readonly firstName: string; readonly lastName: string; readonly email: string }
  readonly profile: Omit<ListingFormInput, "name" | "pointOfContactId" | "logo" | "productServiceCodeIds">
  readonly logoColour: readonly [number, number, number]
  /** Published for VISION-linked government users only. */
  readonly visionOnly?: boolean
  readonly artifacts: ReadonlyArray<{ kind: ArtifactKind; form: ArtifactFormInput }>
  readonly awards: readonly ShowcaseAward[]
}

const technologies = (...ids: string[]) => ids.map((technologyTypeId) => ({ technologyTypeId }))

/**
 * Six storefronts written as their owners would, one per field a contracting officer searches for
 * (unmanned aircraft, cybersecurity, biotechnology, materials, AI, space), each with offers and awards in
 * its own words: the marketplace search has real answers (`apps/gateway/src/search/relevance.int.test.ts`
 * holds it to them). The generated companies around them read true but say little about themselves.
 */
export const showcaseCompanies: readonly ShowcaseCompany[] = [
  {
    uniqueEntityId: "SKYHWKUAS001",
    name: "Skyhawk Unmanned Systems",
    owner: { firstName: "Rosa", lastName: "Quintero", email: "rosa@skyhawk.ignite.local" },
    logoColour: [38, 112, 201],
    profile: {
      tagLine: "Small unmanned aircraft systems (UAS) for inspection, mapping and ISR",
      website: "https://skyhawk-uas.example",
      yearFounded: 2016,
      cageCode: "8SKY1",
      capabilityStatement:
        "<p>Skyhawk designs and flies <strong>small unmanned aircraft systems</strong>: VTOL quadcopters and fixed-wing drones for bridge and tower inspection, photogrammetry, and intelligence, surveillance and reconnaissance (ISR). Our autonomy stack flies beyond visual line of sight (BVLOS) and keeps a swarm together in GPS-denied airspace.</p>",
      addressLine1: "4900 Research Dr",
      city: "Huntsville",
      stateOrProvince: "AL",
      postalCode: "35805",
      country: "US",
      naicsCodeIds: ["336411", "541715"],
      businessClassificationIds: ["1", "7"],
      technologyTypeIds: ["4", "16"],
      socialMediaAccountsAttributes: [
        { socialMediaTypeId: "2", identifier: "https://www.linkedin.example/company/skyhawk-uas" },
        { socialMediaTypeId: "4", identifier: "https://www.youtube.example/@skyhawkuas" },
      ],
    },
    artifacts: [
      {
        kind: "service",
        form: {
          name: "Bridge and tower inspection",
          description:
            "Certified pilots fly our quadcopters around bridges, cell towers and levees and deliver photogrammetry models with crack and corrosion reports.",
          listingArtifactTechnologyTypesAttributes: technologies("4", "16"),
        },
      },
      {
        kind: "product",
        form: {
          name: "Kestrel VTOL quadcopter",
          description:
            "A folding VTOL quadcopter with 45 minutes of endurance, an EO/IR gimbal and an encrypted datalink; on the Blue UAS list.",
          listingArtifactTechnologyTypesAttributes: technologies("4", "16"),
        },
      },
      {
        kind: "use_case",
        form: {
          name: "Levee survey after the Missouri River floods",
          description:
            "Three Kestrels mapped 80 miles of levee in two weeks for the Army Corps of Engineers, flagging seepage with thermal imagery.",
          startDate: "2024-06-02",
          endDate: "2024-06-20",
        },
      },
    ],
    awards: [
      {
        title: "Passive RF detection for counter-UAS",
        agency: "Department of Defense",
        branch: "Army",
        phase: "Phase II",
        contract: "W911W6-24-C-0031",
        awardedOn: "2024-09-12",
        amount: 1_150_000,
        topic: "A24-011",
        abstract:
          "Detecting and classifying hostile small drones by their radio emissions, without radar, to cue counter-UAS effectors.",
      },
      {
        title: "Cooperative swarming in GPS-denied airspace",
        agency: "Department of Defense",
        branch: "Air Force",
        phase: "Phase I",
        contract: "FA8649-25-P-0102",
        awardedOn: "2025-02-03",
        amount: 179_500,
        topic: "AF251-0040",
        abstract:
          "Decentralized planning lets a swarm of small quadcopters share maps over mesh radios and hold formation without satellite navigation.",
      },
    ],
  },
  {
    uniqueEntityId: "BSTNCYBR0001",
    name: "Bastion Cyber Defense",
    owner: { firstName: "Marcus", lastName: "Hale", email: "marcus@bastion.ignite.local" },
    logoColour: [40, 40, 48],
    profile: {
      tagLine: "Zero trust security for weapon systems and industrial control systems",
      website: "https://bastion-cyber.example",
      yearFounded: 2014,
      cageCode: "7BST2",
      capabilityStatement:
        "<p>Bastion hardens networks that cannot go down: <strong>zero trust architecture</strong>, penetration testing of SCADA and industrial control systems, and CMMC readiness for the defense industrial base. Our analysts hold TS/SCI clearances.</p>",
      addressLine1: "1100 Wilson Blvd",
      city: "Arlington",
      stateOrProvince: "VA",
      postalCode: "22209",
      country: "US",
      naicsCodeIds: ["541512", "541519"],
      businessClassificationIds: ["1", "6"],
      technologyTypeIds: ["6", "11"],
      socialMediaAccountsAttributes: [{ socialMediaTypeId: "3", identifier: "@bastioncyber" }],
    },
    artifacts: [
      {
        kind: "service",
        form: {
          name: "Penetration testing of OT networks",
          description:
            "Red team assessments of operational technology: PLCs, HMIs and SCADA historians, with a remediation plan you can act on.",
          listingArtifactTechnologyTypesAttributes: technologies("6"),
        },
      },
      {
        kind: "service",
        form: {
          name: "CMMC readiness assessment",
          description:
            "Gap analysis against NIST SP 800-171 and CMMC Level 2, a plan of action and milestones, and help through the certification audit.",
          listingArtifactTechnologyTypesAttributes: technologies("6"),
        },
      },
      {
        kind: "product",
        form: {
          name: "Moat intrusion detection appliance",
          description:
            "A passive sensor that learns Modbus and DNP3 traffic and raises alerts on anomalies without touching the process.",
          listingArtifactTechnologyTypesAttributes: technologies("6", "14"),
        },
      },
    ],
    awards: [
      {
        title: "Post-quantum key exchange for tactical radios",
        agency: "Department of Defense",
        branch: "Navy",
        phase: "Phase II",
        contract: "N68335-24-C-0417",
        awardedOn: "2024-11-20",
        amount: 980_000,
        topic: "N241-077",
        abstract:
          "Lattice-based key encapsulation sized for narrowband tactical links, so that recorded traffic stays secret once quantum computers arrive.",
      },
      {
        title: "Anomaly detection for shipboard control networks",
        agency: "Department of Defense",
        branch: "Navy",
        phase: "Phase I",
        contract: "N68335-25-P-0090",
        awardedOn: "2025-03-10",
        amount: 139_900,
        topic: "N251-012",
        abstract:
          "Learning the normal traffic of hull, mechanical and electrical control systems to flag intrusions at sea.",
      },
    ],
  },
  {
    uniqueEntityId: "VRDNTBIO0001",
    name: "Verdant Biologics",
    owner: { firstName: "Amara", lastName: "Osei", email: "amara@verdant.ignite.local" },
    logoColour: [46, 160, 90],
    profile: {
      tagLine: "Synthetic biology for field medicine",
      website: "https://verdant-bio.example",
      yearFounded: 2018,
      cageCode: "9VRD3",
      capabilityStatement:
        "<p>Verdant engineers microbes and proteins for austere medicine: <strong>thermostable vaccines</strong> that need no cold chain, and rapid pathogen diagnostics that run on a battery-powered reader at the point of need.</p>",
      addressLine1: "8850 Stanford Blvd",
      city: "Columbia",
      stateOrProvince: "MD",
      postalCode: "21045",
      country: "US",
      naicsCodeIds: ["541714", "339112"],
      businessClassificationIds: ["1", "4"],
      technologyTypeIds: ["5", "13"],
    },
    artifacts: [
      {
        kind: "product",
        form: {
          name: "FieldSeq pathogen panel",
          description:
            "A cartridge that identifies 30 bacterial and viral pathogens from a drop of blood in 40 minutes, read on a handheld sequencer.",
          listingArtifactTechnologyTypesAttributes: technologies("5", "13"),
        },
      },
      {
        kind: "service",
        form: {
          name: "Assay development",
          description:
            "We design and validate CRISPR and isothermal amplification assays for emerging biological threats in weeks.",
          listingArtifactTechnologyTypesAttributes: technologies("5"),
        },
      },
    ],
    awards: [
      {
        title: "CRISPR diagnostics for hemorrhagic fever viruses",
        agency: "Department of Health and Human Services",
        branch: "National Institutes of Health",
        phase: "Phase II",
        contract: "75N93024C00021",
        awardedOn: "2024-08-01",
        amount: 1_480_000,
        topic: "NIAID-24-3",
        abstract: "Lassa and Ebola detection with Cas13 enzymes on a paper strip, without a laboratory.",
      },
      {
        title: "Freeze-dried vaccine formulation for austere environments",
        agency: "Department of Defense",
        branch: "Army",
        phase: "Phase I",
        contract: "W81XWH-25-P-0033",
        awardedOn: "2025-01-15",
        amount: 249_000,
        topic: "DHA251-004",
        abstract:
          "Sugar-glass stabilization keeps an adjuvanted vaccine potent for a year at 40 degrees Celsius.",
      },
    ],
  },
  {
    uniqueEntityId: "TMPRDMAT0001",
    name: "Tempered Materials",
    owner: { firstName: "Ilse", lastName: "Brandt", email: "ilse@tempered.ignite.local" },
    logoColour: [196, 92, 40],
    profile: {
      tagLine: "Ceramics that survive hypersonic flight",
      website: "https://tempered-materials.example",
      yearFounded: 2012,
      cageCode: "6TMP4",
      capabilityStatement:
        "<p>Tempered makes <strong>ultra-high-temperature ceramics</strong> and ceramic matrix composites for thermal protection systems, leading edges and rocket nozzles, and prints them by additive manufacturing.</p>",
      addressLine1: "2500 Wright Ave",
      city: "Dayton",
      stateOrProvince: "OH",
      postalCode: "45431",
      country: "US",
      naicsCodeIds: ["541715", "336419"],
      businessClassificationIds: ["1", "3"],
      technologyTypeIds: ["2", "10", "12"],
    },
    artifacts: [
      {
        kind: "product",
        form: {
          name: "HTX-9 ceramic matrix composite",
          description:
            "Silicon carbide fibre in a hafnium carbide matrix, rated to 2,400 degrees Celsius for leading edges and nose tips.",
          listingArtifactTechnologyTypesAttributes: technologies("2", "10"),
        },
      },
      {
        kind: "service",
        form: {
          name: "Arc-jet test preparation",
          description:
            "Coupon design, instrumentation and post-test microscopy for arc-jet and plasma wind tunnel campaigns.",
          listingArtifactTechnologyTypesAttributes: technologies("2", "12"),
        },
      },
      {
        kind: "use_case",
        form: {
          name: "Nose tip for a hypersonic glide body test",
          description:
            "An HTX-9 nose tip flew a boost-glide test intact, where the baseline carbon-carbon part ablated.",
          startDate: "2024-04-01",
          endDate: "2024-10-30",
        },
      },
    ],
    awards: [
      {
        title: "Oxidation-resistant leading edges for hypersonic vehicles",
        agency: "Department of Defense",
        branch: "Air Force",
        phase: "Phase II",
        contract: "FA8650-24-C-5102",
        awardedOn: "2024-07-22",
        amount: 1_290_000,
        topic: "AF241-0213",
        abstract:
          "Refractory carbide coatings that keep sharp leading edges from oxidizing during sustained hypersonic flight.",
      },
      {
        title: "Binder-jet printing of refractory carbides",
        agency: "National Aeronautics and Space Administration",
        branch: "",
        phase: "Phase I",
        contract: "80NSSC25C0117",
        awardedOn: "2025-04-02",
        amount: 149_800,
        topic: "Z4.05",
        abstract: "Near-net-shape rocket nozzle throats printed from hafnium and tantalum carbide powders.",
      },
    ],
  },
  {
    uniqueEntityId: "COGNITAAI001",
    name: "Cognita Analytics",
    owner: { firstName: "Devi", lastName: "Raman", email: "devi@cognita.ignite.local" },
    logoColour: [120, 60, 180],
    profile: {
      tagLine: "Trustworthy AI for maintenance and intelligence analysis",
      website: "https://cognita-ai.example",
      yearFounded: 2019,
      cageCode: "5CGN5",
      capabilityStatement:
        "<p>Cognita builds <strong>machine learning</strong> that people can audit: predictive maintenance from aircraft sensor data, computer vision for imagery analysts, and natural language processing of maintenance logs. Every model ships with an explanation.</p>",
      addressLine1: "1800 Pearl St",
      city: "Boulder",
      stateOrProvince: "CO",
      postalCode: "80302",
      country: "US",
      naicsCodeIds: ["541511", "511210"],
      businessClassificationIds: ["1"],
      technologyTypeIds: ["3", "1"],
    },
    artifacts: [
      {
        kind: "product",
        form: {
          name: "Sentinel predictive maintenance",
          description:
            "Forecasts component failures on helicopters and trucks from vibration and oil analysis data, weeks ahead of the fault.",
          listingArtifactTechnologyTypesAttributes: technologies("3"),
        },
      },
      {
        kind: "service",
        form: {
          name: "AI model audit",
          description:
            "Independent testing of AI models for bias, drift and adversarial robustness, against the DoD Responsible AI guidelines.",
          listingArtifactTechnologyTypesAttributes: technologies("3", "1"),
        },
      },
    ],
    awards: [
      {
        title: "Explainable automatic target recognition",
        agency: "Department of Defense",
        branch: "Army",
        phase: "Phase II",
        contract: "W56KGU-24-C-0077",
        awardedOn: "2024-10-05",
        amount: 1_100_000,
        topic: "A24B-T009",
        abstract:
          "Saliency maps and counterfactual explanations show imagery analysts why the detector flagged a vehicle.",
      },
      {
        title: "Language models for aircraft maintenance records",
        agency: "Department of Defense",
        branch: "Air Force",
        phase: "Phase I",
        contract: "FA8649-25-P-0311",
        awardedOn: "2025-05-19",
        amount: 169_900,
        topic: "AF251-D017",
        abstract:
          "Extracting failure modes from decades of free-text maintenance logs to guide sustainment engineers.",
      },
    ],
  },
  {
    uniqueEntityId: "LUMENORB0001",
    name: "Lumen Orbital",
    owner: { firstName: "Kenji", lastName: "Watanabe", email: "kenji@lumen.ignite.local" },
    logoColour: [230, 190, 40],
    visionOnly: true,
    profile: {
      tagLine: "Laser communications for small satellites",
      website: "https://lumen-orbital.example",
      yearFounded: 2020,
      cageCode: "4LMN6",
      capabilityStatement:
        "<p>Lumen builds <strong>optical communication terminals</strong> for smallsats: laser crosslinks at 10 Gbps, and space domain awareness payloads that track debris from low Earth orbit.</p>",
      addressLine1: "3 S Tejon St",
      city: "Colorado Springs",
      stateOrProvince: "CO",
      postalCode: "80903",
      country: "US",
      naicsCodeIds: ["336414", "517410"],
      businessClassificationIds: ["1"],
      technologyTypeIds: ["17", "11"],
    },
    artifacts: [
      {
        kind: "product",
        form: {
          name: "Photon-10 laser terminal",
          description:
            "A 10 Gbps optical crosslink terminal for 12U smallsats, with its own pointing and tracking.",
          listingArtifactTechnologyTypesAttributes: technologies("17", "11"),
        },
      },
    ],
    awards: [
      {
        title: "Laser crosslinks for proliferated LEO constellations",
        agency: "Department of Defense",
        branch: "Space Force",
        phase: "Phase II",
        contract: "FA2401-24-C-0008",
        awardedOn: "2024-12-02",
        amount: 1_690_000,
        topic: "SF24D-T1201",
        abstract:
          "Pointing, acquisition and tracking for optical crosslinks between small satellites in low Earth orbit.",
      },
    ],
  },
]

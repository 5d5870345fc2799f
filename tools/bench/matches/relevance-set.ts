/**
 * Issue 24's relevance set ("judged, not assumed"): demo government users, each with the storefronts a person
 * would expect "Companies for you" to show them, and why. Judged by reading the profiles (technology types,
 * lines of effort, problem statement) and the storefronts and award titles of the demo data, never from a
 * ranking's output. Grades: 2 = clearly relevant (it does what the problem statement or a line of effort asks
 * for), 1 = partly (an adjacent technology, a weaker fit to a secondary line, or only a technology type shared).
 *
 * Companies are named by UEI and resolved to listing ids at run time. Only published storefronts appear;
 * Lumen Orbital (VISION only) only for users linked to VISION. The imported companies' storefronts are empty
 * (their owners never wrote a word): what they do is what their SBIR award titles say
 * (`tools/demo/src/sbir-generator.ts`, seed 2026).
 *
 * Six of the 48 generated users are left out because no demo storefront clearly fits them (a person would
 * expect nothing), by the number in their address: directed energy against drones (41, 45), synthetic
 * training (28), human-machine teaming (38), trusted microelectronics supply chains (43), corrosion-resistant
 * coatings for ships (6).
 */

export interface JudgedCompany {
  readonly uniqueEntityId: string
  readonly name: string
  /** Published for VISION-linked government users only. */
  readonly visionOnly?: boolean
}

/** The demo's published storefronts that judgments name: the showcase, Acme, and imported ones by award. */
export const judgedCompanies = {
  acme: { uniqueEntityId: "ACMERBTX0001", name: "Acme Robotics" },
  skyhawk: { uniqueEntityId: "SKYHWKUAS001", name: "Skyhawk Unmanned Systems" },
  bastion: { uniqueEntityId: "BSTNCYBR0001", name: "Bastion Cyber Defense" },
  verdant: { uniqueEntityId: "VRDNTBIO0001", name: "Verdant Biologics" },
  tempered: { uniqueEntityId: "TMPRDMAT0001", name: "Tempered Materials" },
  cognita: { uniqueEntityId: "COGNITAAI001", name: "Cognita Analytics" },
  lumenOrbital: { uniqueEntityId: "LUMENORB0001", name: "Lumen Orbital", visionOnly: true },
  aegis: { uniqueEntityId: "DM0000000000", name: "Aegis Photonics LLC" },
  apex: { uniqueEntityId: "DM0000000001", name: "Apex Photonics Inc." },
  argon: { uniqueEntityId: "DM0000000002", name: "Argon Photonics Co." },
  aurora: { uniqueEntityId: "DM0000000003", name: "Aurora Photonics LLC" },
  beacon: { uniqueEntityId: "DM0000000004", name: "Beacon Photonics Corp." },
  boreal: { uniqueEntityId: "DM0000000005", name: "Boreal Photonics LLC" },
  cascade: { uniqueEntityId: "DM0000000006", name: "Cascade Photonics Inc." },
  cipher: { uniqueEntityId: "DM0000000007", name: "Cipher Photonics LLC" },
  cobalt: { uniqueEntityId: "DM0000000008", name: "Cobalt Photonics LLC" },
  corvid: { uniqueEntityId: "DM0000000009", name: "Corvid Photonics Corp." },
  crux: { uniqueEntityId: "DM000000000A", name: "Crux Photonics LLC" },
  delphi: { uniqueEntityId: "DM000000000B", name: "Delphi Photonics Corp." },
  ember: { uniqueEntityId: "DM000000000C", name: "Ember Photonics Co." },
  equinox: { uniqueEntityId: "DM000000000D", name: "Equinox Photonics LLC" },
  falcon: { uniqueEntityId: "DM000000000E", name: "Falcon Photonics Inc." },
  fathom: { uniqueEntityId: "DM000000000F", name: "Fathom Photonics Inc." },
  flux: { uniqueEntityId: "DM000000000G", name: "Flux Photonics Corp." },
  forge: { uniqueEntityId: "DM000000000H", name: "Forge Photonics Inc." },
  gallium: { uniqueEntityId: "DM000000000I", name: "Gallium Photonics Inc." },
  granite: { uniqueEntityId: "DM000000000J", name: "Granite Photonics LLC" },
  halcyon: { uniqueEntityId: "DM000000000K", name: "Halcyon Photonics Inc." },
  helix: { uniqueEntityId: "DM000000000L", name: "Helix Photonics LLC" },
  horizon: { uniqueEntityId: "DM000000000M", name: "Horizon Photonics Inc." },
  ion: { uniqueEntityId: "DM000000000N", name: "Ion Photonics LLC" },
  juniper: { uniqueEntityId: "DM000000000O", name: "Juniper Photonics LLC" },
  keystone: { uniqueEntityId: "DM000000000P", name: "Keystone Photonics Inc." },
  krypton: { uniqueEntityId: "DM000000000Q", name: "Krypton Photonics LLC" },
  lattice: { uniqueEntityId: "DM000000000R", name: "Lattice Photonics LLC" },
  lumenPhotonics: { uniqueEntityId: "DM000000000S", name: "Lumen Photonics Inc." },
  meridian: { uniqueEntityId: "DM000000000T", name: "Meridian Photonics Corp." },
} as const satisfies Record<string, JudgedCompany>

export type CompanyKey = keyof typeof judgedCompanies

export type Grade = 1 | 2

export interface Judgment {
  readonly company: CompanyKey
  readonly grade: Grade
  readonly reason: string
}

export interface JudgedProfile {
  /** The demo user's sign-in address (deterministic: demo-data.ts and the generator, seed 2026). */
  readonly email: string
  /** What they ask for, in a line (their problem statement and lines of effort say it at length). */
  readonly need: string
  readonly expected: readonly Judgment[]
}

const j = (company: CompanyKey, grade: Grade, reason: string): Judgment => ({ company, grade, reason })

// Judgments that several profiles share, written once: the same need, the same companies, the same reasons.
const meshNetworking = [
  j("beacon", 2, "award: multi-modal software-defined radio for contested environments"),
  j("aurora", 1, "award: a software-defined radio (for cyber defense)"),
  j("aegis", 1, "awards: phased-array antenna and GaN power amplifiers for communications"),
  j("skyhawk", 1, "its swarms share maps over mesh radios; not a networking company"),
  j("bastion", 1, "lists Integrated Network Systems; post-quantum key exchange for tactical radio links"),
]
const zeroTrust = [
  j("bastion", 2, "zero trust architecture is its capability statement; OT intrusion detection appliance"),
  j("argon", 2, "two awards for zero-trust network gateways (cyber defense, disaster response)"),
  j("boreal", 2, "award: AI-enabled zero-trust network gateway for cyber defense"),
  j("aurora", 1, "award: zero-trust network gateway, for precision agriculture"),
  j("crux", 1, "award: zero-trust network gateway, for GPS-denied navigation"),
  j("flux", 1, "award: zero-trust network gateway for space situational awareness (Phase III)"),
  j("helix", 1, "award: zero-trust network gateway for small unmanned aircraft"),
]
const counterUasSensors = [
  j(
    "skyhawk",
    2,
    "Phase II award: passive RF detection of hostile drones to cue counter-UAS; EO/IR payloads",
  ),
  j("crux", 2, "Phase II award: autonomous counter-UAS tracker for contested environments"),
  j("aegis", 1, "Phase III award: counter-UAS tracker, for arctic operations; LIDAR for maritime awareness"),
  j("beacon", 1, "award: counter-UAS tracker, applied to space situational awareness"),
  j(
    "cipher",
    1,
    "award: counter-UAS tracker (pandemic preparedness) and a machine-learning classifier for UAS",
  ),
  j("ion", 1, "award: counter-UAS tracker, for hypersonic flight testing"),
  j("lattice", 1, "award: autonomous counter-UAS tracker, for undersea communications"),
]
const droneSwarms = [
  j("skyhawk", 2, "Phase I award: cooperative swarming in GPS-denied airspace; BVLOS autonomy stack"),
  j("acme", 2, "award: swarm controller for contested environments; an autonomy company"),
  j("fathom", 1, "award: AI-enabled swarm controller, for space situational awareness"),
  j("krypton", 1, "award: autonomous hyperspectral imager for small unmanned aircraft (a search payload)"),
]
const digitalEngineering = [
  j("argon", 2, "two awards for digital twins: the core of digital engineering"),
  j("crux", 1, "Phase II award: real-time digital twin, for precision agriculture"),
  j("acme", 1, "Phase II award: cognitive digital twin, for battlefield medicine"),
  j("cognita", 1, "Advanced Computing & Software is one of its types; its software is ML, not HPC"),
]
const trustworthyAi = [
  j(
    "cognita",
    2,
    "auditable ML: AI model audit (bias, drift, robustness) and explainable target recognition",
  ),
  j("cipher", 1, "award: machine-learning classifier for small unmanned aircraft"),
  j("equinox", 1, "Phase II award: adaptive machine-learning classifier"),
  j("corvid", 1, "Phase II award: autonomous machine-learning classifier"),
]
const additiveSpares = [
  j("tempered", 2, "prints ceramics by additive manufacturing (binder-jet award); Manufacturing type"),
  j("lattice", 1, "award: an additively manufactured thermal protection system"),
  j("forge", 1, "award: an additively manufactured small-satellite bus"),
  j("cipher", 1, "awards: additively manufactured optical clock and hyperspectral imager"),
]
const pointOfCareDiagnostics = [
  j("verdant", 2, "FieldSeq: pathogen panel from a drop of blood in 40 minutes on a handheld reader"),
  j("beacon", 1, "award: AI-enabled microfluidic assay"),
  j("ember", 1, "Phase II award: resilient microfluidic assay"),
  j("horizon", 1, "award: miniaturized microfluidic assay"),
]
const prolongedFieldCare = [
  j(
    "verdant",
    2,
    "synthetic biology for field medicine in austere settings: the demo's field-medicine company",
  ),
  j("cobalt", 1, "award: solid-state battery for battlefield medicine (power for field devices)"),
  j("apex", 1, "award: hyperspectral imager for battlefield medicine"),
  j("acme", 1, "Phase II award: digital twin for battlefield medicine"),
]
const batteries = [
  j("aegis", 2, "Phase II awards: solid-state battery and hydrogen fuel cells; several power awards"),
  j("ion", 2, "award: ultra-wideband solid-state battery for grid resilience"),
  j("cobalt", 1, "award: a solid-state battery, for battlefield medicine"),
  j("fathom", 1, "award: AI-enabled solid-state battery for disaster response"),
  j("meridian", 1, "Phase II award: secure hydrogen fuel cell"),
  j("cascade", 1, "award: real-time hydrogen fuel cell"),
]
const spaceDomainAwareness = [
  j("granite", 2, "award: autonomous quantum sensor for space situational awareness"),
  j("beacon", 2, "award: edge-deployed counter-UAS tracker applied to space situational awareness"),
  j("fathom", 1, "award: AI-enabled swarm controller for space situational awareness"),
]
const smallSatellites = [
  j("cipher", 1, "Phase II award: radiation-hardened small-satellite bus"),
  j("delphi", 1, "Phase II award: miniaturized small-satellite bus"),
  j("forge", 1, "award: additively manufactured small-satellite bus"),
]
const materialsProtection = [
  j("tempered", 2, "ceramic matrix composites (structural) and oxidation-resistant carbide coatings"),
  j("acme", 1, "its robots map corrosion in ships' tanks: finds it, does not prevent it"),
  j("gallium", 1, "Phase II award: ceramic matrix composite for maritime domain awareness"),
  j("cascade", 1, "award: lightweight ceramic matrix composite for arctic operations"),
  j("lumenPhotonics", 1, "award: a ceramic matrix composite"),
]

export const relevanceSet: readonly JudgedProfile[] = [
  {
    email: "gov@ignite.local",
    need: "Army autonomy pilots: ground robots for base logistics; ML triage of sensor data at the edge",
    expected: [
      j("acme", 2, "inspection robots and autonomy kits that retrofit existing ground vehicles"),
      j("skyhawk", 1, "autonomy that works outdoors (inspection, ISR), but in the air, not on the ground"),
      j("cognita", 1, "ML on vehicle sensor data (predictive maintenance of trucks): the second line"),
    ],
  },
  {
    email: "vision@ignite.local",
    need: "hypersonic test vehicles: thermal protection and flight-ready materials",
    expected: [
      j("tempered", 2, "UHTC nose tips and leading edges; a Phase II award for hypersonic leading edges"),
      j("gallium", 1, "Phase II award: phased-array antenna for hypersonic flight testing"),
      j("halcyon", 1, "Phase II award: phased-array antenna for hypersonic flight testing"),
      j("cascade", 1, "award: phased-array antenna for hypersonic flight testing; a ceramic composite"),
      j("aegis", 1, "awards: thermal protection systems and a battery for hypersonic flight testing"),
    ],
  },
  {
    email: "amanda.perez.1@nist.gov",
    need: "resilient 5G and mesh networking for disadvantaged links",
    expected: meshNetworking,
  },
  {
    email: "sarah.harris.2@mda.mil",
    need: "space domain awareness; rad-hard processors for satellites; counter-UAS sensors (VISION)",
    expected: [
      j("lumenOrbital", 2, "space domain awareness payloads tracking debris from LEO (VISION user)"),
      j("granite", 1, "award: quantum sensor for space situational awareness"),
      j("beacon", 1, "award: counter-UAS tracker for space situational awareness"),
      j("cipher", 1, "Phase II award: radiation-hardened small-satellite bus"),
      j("meridian", 1, "award: radiation-hardened neuromorphic processor"),
      j("skyhawk", 1, "counter-UAS detection: the third line of effort"),
    ],
  },
  {
    email: "christopher.taylor.3@noaa.gov",
    need: "dual-use technology from Phase II to production; field detection of biological agents",
    expected: [
      j("verdant", 2, "rapid pathogen detection in the field; Phase II CRISPR diagnostics award"),
      j(
        "aegis",
        1,
        "two Phase III awards (production contracts) and several Phase II ones: a transition record",
      ),
    ],
  },
  {
    email: "kevin.scott.4@us.af.mil",
    need: "resilient 5G and mesh networking for disadvantaged links",
    expected: meshNetworking,
  },
  {
    email: "david.gonzalez.5@nist.gov",
    need: "HPC for digital engineering and MBSE; modernizing legacy mission software",
    expected: digitalEngineering,
  },
  {
    email: "eric.robinson.7@hq.doe.gov",
    need: "collaborative drone swarms for search and rescue in contested airspace",
    expected: [
      ...droneSwarms,
      j("aegis", 1, "award: hyperspectral imager for disaster response (search payload)"),
    ],
  },
  {
    email: "rebecca.jackson.8@health.mil",
    need: "protecting operational technology in water, power and base infrastructure",
    expected: [
      j("bastion", 2, "penetration testing of SCADA/OT and the Moat intrusion detection appliance"),
      j("boreal", 1, "award: zero-trust network gateway for cyber defense (IT side)"),
      j("argon", 1, "awards: zero-trust network gateways (IT side)"),
    ],
  },
  {
    email: "hector.wilson.9@health.mil",
    need: "persistent environmental and maritime sensing from small platforms; counter-UAS sensors",
    expected: [
      j("skyhawk", 2, "small drones with EO/IR gimbals for ISR; thermal levee survey; counter-UAS award"),
      j("aegis", 2, "awards: LIDAR and quantum sensor for maritime domain awareness"),
      j("juniper", 1, "award: optical clock for maritime domain awareness"),
      j("falcon", 1, "award: neuromorphic processor for maritime domain awareness"),
      j("meridian", 1, "awards: LIDAR for small unmanned aircraft, processor for maritime awareness"),
      j("acme", 1, "award: biosensor patch for maritime domain awareness"),
      j("beacon", 1, "awards: counter-UAS tracker and software-defined radio"),
    ],
  },
  {
    email: "eric.chen.10@us.af.mil",
    need: "point-of-care diagnostics and telehealth for remote clinics",
    expected: pointOfCareDiagnostics,
  },
  {
    email: "james.roberts.11@hq.doe.gov",
    need: "dual-use technology with commercial traction (cybersecurity, networks)",
    expected: [
      j("bastion", 2, "exactly their types (Cybersecurity, Networks); sells CMMC readiness commercially"),
      j("skyhawk", 2, "dual use: commercial bridge and tower inspection beside Army and Air Force awards"),
      j("acme", 1, "commercial inspection service with defense customers (shipyards, depots)"),
      j("boreal", 1, "award: zero-trust network gateway for cyber defense"),
      j("beacon", 1, "award: software-defined radio"),
    ],
  },
  {
    email: "priya.hill.12@osd.mil",
    need: "trustworthy AI: test, evaluation, explainability; edge ML; post-quantum cryptography",
    expected: [
      ...trustworthyAi,
      j("bastion", 1, "Phase II award: post-quantum key exchange for tactical radios (third line)"),
    ],
  },
  {
    email: "sarah.adams.13@diu.mil",
    need: "wearable sensing of operator fatigue; human-machine teaming; zero-trust networking",
    expected: [
      j("bastion", 2, "zero trust architecture: their third line of effort, exactly"),
      j("argon", 2, "zero-trust network gateways and wearable exoskeletons: two of their lines"),
      j("horizon", 1, "Phase II award: wearable exoskeleton"),
      j("aurora", 1, "award: AI-enabled biosensor patch (a wearable sensor, not for fatigue)"),
      j("juniper", 1, "award: biosensor patch"),
      j("boreal", 1, "award: zero-trust network gateway"),
    ],
  },
  {
    email: "tanya.robinson.14@diu.mil",
    need: "space domain awareness; responsive launch and on-orbit servicing of small satellites",
    expected: [...spaceDomainAwareness, ...smallSatellites],
  },
  {
    email: "andre.jackson.15@noaa.gov",
    need: "prolonged field care devices; lightweight armor and composites (VISION)",
    expected: [
      ...prolongedFieldCare,
      j("tempered", 1, "ceramic matrix composites: the armor and composites line"),
      j("lumenOrbital", 1, "Space Technology is one of their types; a smallsat company (VISION user)"),
    ],
  },
  {
    email: "priya.wilson.16@us.navy.mil",
    need: "additive manufacturing of qualified spare parts; digital thread and factory automation",
    expected: [...additiveSpares, j("argon", 1, "awards: digital twins (the digital thread line)")],
  },
  {
    email: "karen.nelson.17@nasa.gov",
    need: "low-cost infrared and radar sensors for counter-UAS (VISION)",
    expected: [
      ...counterUasSensors,
      j("lumenOrbital", 1, "Space Technology is one of their types; not counter-UAS (VISION user)"),
    ],
  },
  {
    email: "tanya.robinson.18@socom.mil",
    need: "biomanufacturing of fuels, materials and medical countermeasures at the point of need",
    expected: [
      j(
        "verdant",
        2,
        "engineers microbes and proteins; thermostable vaccines (countermeasures) at the point of need",
      ),
      j("falcon", 1, "award: mRNA delivery platform for pandemic preparedness"),
      j("aegis", 1, "awards: mRNA delivery platforms"),
      j("juniper", 1, "award: mRNA delivery platform"),
    ],
  },
  {
    email: "susan.clark.19@nga.mil",
    need: "low-cost infrared and radar sensors for counter-UAS",
    expected: counterUasSensors,
  },
  {
    email: "elizabeth.chen.20@noaa.gov",
    need: "zero-trust networking for test ranges and deployed units; OT protection (VISION)",
    expected: zeroTrust,
  },
  {
    email: "daniel.robinson.21@hhs.gov",
    need: "trustworthy AI test and explainability; space domain awareness; small satellites",
    expected: [
      j("cognita", 2, "AI model audit and explainable target recognition"),
      j("granite", 1, "award: quantum sensor for space situational awareness"),
      j("beacon", 1, "award: counter-UAS tracker for space situational awareness"),
      j("cipher", 1, "awards: machine-learning classifier and a rad-hard small-satellite bus"),
      j("fathom", 1, "award: AI-enabled swarm controller for space situational awareness"),
    ],
  },
  {
    email: "brian.thomas.22@us.af.mil",
    need: "additive manufacturing of spare parts; spectrum sharing; 5G mesh (VISION)",
    expected: [
      j("tempered", 2, "additive manufacturing of ceramics; binder-jet printing award"),
      j("beacon", 1, "award: software-defined radio for contested environments (spectrum, mesh lines)"),
      j("aurora", 1, "award: software-defined radio"),
      j("lattice", 1, "award: an additively manufactured thermal protection system"),
      j("lumenOrbital", 1, "optical crosslinks, a network link off the RF spectrum (VISION user)"),
    ],
  },
  {
    email: "mark.lee.23@army.mil",
    need: "resilient 5G and mesh networking; spectrum sharing and awareness",
    expected: meshNetworking,
  },
  {
    email: "andre.hernandez.24@health.mil",
    need: "rapid field detection of biological agents in water and air",
    expected: [
      j("verdant", 2, "rapid pathogen diagnostics; assays for emerging biological threats in weeks"),
      j("beacon", 1, "award: microfluidic assay"),
      j("ember", 1, "Phase II award: microfluidic assay"),
      j("horizon", 1, "award: microfluidic assay"),
      j("aegis", 1, "award: biosensor patch"),
      j("tempered", 1, "additive manufacturing: their second line (spare parts)"),
    ],
  },
  {
    email: "nicole.scott.25@nist.gov",
    need: "quantum sensing for navigation without GPS; post-quantum cryptography",
    expected: [
      j("aegis", 2, "award: miniaturized quantum sensor for GPS-denied navigation"),
      j("helix", 2, "Phase II awards: quantum sensor; a processor for GPS-denied navigation"),
      j("granite", 1, "awards: quantum sensor (space) and inertial navigation unit"),
      j("halcyon", 1, "Phase II award: a quantum sensor, for pandemic preparedness"),
      j("apex", 1, "award: inertial navigation unit for GPS-denied navigation (not quantum)"),
      j("bastion", 1, "Phase II award: post-quantum key exchange (the second line)"),
    ],
  },
  {
    email: "sarah.king.26@cdc.gov",
    need: "trustworthy AI for decision support (VISION)",
    expected: [
      ...trustworthyAi,
      j("tempered", 1, "Hypersonics is one of their types; no line of effort about it"),
    ],
  },
  {
    email: "laura.davis.27@spaceforce.mil",
    need: "tactical microgrids and long-duration batteries; power and thermal management",
    expected: batteries,
  },
  {
    email: "robert.thomas.29@hq.dhs.gov",
    need: "low-cost infrared and radar sensors for counter-UAS; drone swarms for search and rescue",
    expected: [
      ...counterUasSensors,
      j("fathom", 1, "award: AI-enabled swarm controller (second line)"),
      j("acme", 1, "award: swarm controller for contested environments (second line)"),
    ],
  },
  {
    email: "luis.clark.30@mda.mil",
    need: "autonomous ground robots for base logistics, inspection, patrol; drone swarms",
    expected: [
      j("acme", 2, "crawler and tethered inspection robots; autonomy kits for ground vehicles"),
      j("skyhawk", 2, "swarm autonomy in GPS-denied airspace: their second line, exactly"),
      j("fathom", 1, "award: AI-enabled swarm controller"),
    ],
  },
  {
    email: "elizabeth.taylor.31@ed.gov",
    need: "additive manufacturing of qualified spare parts",
    expected: [...additiveSpares, j("cognita", 1, "AI is their other type; predictive maintenance of parts")],
  },
  {
    email: "steven.nguyen.32@afwerx.af.mil",
    need: "additive manufacturing of spare parts; post-quantum cryptography (VISION)",
    expected: [...additiveSpares, j("bastion", 1, "Phase II award: post-quantum key exchange (second line)")],
  },
  {
    email: "kimberly.baker.33@epa.gov",
    need: "point-of-care diagnostics; digital thread; rad-hard processors",
    expected: [
      ...pointOfCareDiagnostics,
      j("meridian", 1, "award: radiation-hardened processor (third line)"),
    ],
  },
  {
    email: "darnell.gonzalez.34@hq.doe.gov",
    need: "zero-trust networking for remote test ranges and deployed units",
    expected: zeroTrust,
  },
  {
    email: "karen.smith.35@noaa.gov",
    need: "HPC for digital engineering and MBSE",
    expected: digitalEngineering,
  },
  {
    email: "christopher.brown.36@dot.gov",
    need: "synthetic training environments; counter-UAS sensors; adaptive training",
    expected: [
      j("skyhawk", 2, "counter-UAS detection award: their second line, exactly"),
      j("crux", 2, "Phase II award: counter-UAS tracker for contested environments (second line)"),
      j("beacon", 1, "award: counter-UAS tracker"),
      j("argon", 1, "awards: digital twins (simulation), not training"),
    ],
  },
  {
    email: "christopher.wright.37@disa.mil",
    need: "point-of-care diagnostics; affordable hypersonic flight testing and instrumentation",
    expected: [
      ...pointOfCareDiagnostics,
      j("tempered", 2, "arc-jet test preparation: coupons, instrumentation (second line, exactly)"),
      j("gallium", 1, "Phase II award: phased-array antenna for hypersonic flight testing"),
      j("halcyon", 1, "Phase II award: phased-array antenna for hypersonic flight testing"),
      j("ion", 1, "award: counter-UAS tracker for hypersonic flight testing (range instrumentation)"),
    ],
  },
  {
    email: "priya.young.39@hq.doe.gov",
    need: "prolonged field care: devices that keep casualties stable for days",
    expected: prolongedFieldCare,
  },
  {
    email: "jason.perez.40@dot.gov",
    need: "radiation-hardened processors and memory for satellites; prolonged field care",
    expected: [
      j("meridian", 2, "award: radiation-hardened neuromorphic processor"),
      j("cipher", 1, "Phase II award: radiation-hardened small-satellite bus"),
      j("helix", 1, "Phase II award: hypersonic-rated neuromorphic processor"),
      j("corvid", 1, "award: neuromorphic processor"),
      j("verdant", 1, "field medicine: their second line"),
    ],
  },
  {
    email: "susan.nguyen.42@dla.mil",
    need: "resilient 5G and mesh networking; spectrum sharing and awareness",
    expected: meshNetworking,
  },
  {
    email: "kevin.gonzalez.44@nasa.gov",
    need: "corrosion-resistant coatings for ships; lightweight armor and composites (VISION)",
    expected: materialsProtection,
  },
  {
    email: "darnell.nguyen.46@nist.gov",
    need: "prolonged field care: devices that keep casualties stable for days",
    expected: prolongedFieldCare,
  },
  {
    email: "james.rodriguez.47@afwerx.af.mil",
    need: "tactical microgrids and batteries; drone swarms; power and thermal management",
    expected: [
      ...batteries,
      j("skyhawk", 2, "swarm autonomy in GPS-denied airspace: their second line, exactly"),
      j("acme", 1, "award: swarm controller for contested environments"),
    ],
  },
  {
    email: "nicole.scott.48@nist.gov",
    need: "small satellites: launch and on-orbit servicing; rad-hard processors; trusted microelectronics",
    expected: [
      j("cipher", 2, "Phase II award: radiation-hardened small-satellite bus (both first lines)"),
      j("meridian", 2, "award: radiation-hardened processor (their second line, exactly)"),
      j("delphi", 1, "Phase II award: miniaturized small-satellite bus"),
      j("forge", 1, "award: additively manufactured small-satellite bus"),
      j("krypton", 1, "award: small-satellite bus"),
      j("aegis", 1, "Phase II award: small-satellite bus"),
    ],
  },
]

import { termsOf } from "./match-text"

/**
 * What each shipped technology type (contracts/src/reference/technology-types.ts, by id) is made of, in the
 * words companies use for it: the subareas and the things built in them. Matchmaking reads a profile's
 * technology types as a need for these words too, so an imported company whose owners never wrote a line
 * (only its award titles speak: "software-defined radio for contested environments") still meets the
 * government user who asked for "Integrated Network Systems / 5G". Domain knowledge, kept short: a word here
 * must name the area, not merely occur in it. A type added by an admin later has none (its name still counts
 * through the profile's own words).
 */
const vocabulary: Readonly<Record<string, readonly string[]>> = {
  "1": [
    "software",
    "computing",
    "high-performance computing",
    "cloud",
    "digital twin",
    "digital engineering",
  ],
  "2": ["materials", "composite", "ceramic", "coating", "alloy", "armor", "polymer", "sorbent"],
  "3": [
    "artificial intelligence",
    "AI",
    "machine learning",
    "machine-learning",
    "neural network",
    "classifier",
  ],
  "4": ["autonomous", "autonomy", "robot", "robotic", "unmanned", "drone", "swarm", "UAS"],
  "5": [
    "biological",
    "biomanufacturing",
    "biotechnology",
    "mRNA",
    "vaccine",
    "assay",
    "biosensor",
    "microfluidic",
  ],
  "6": ["cyber", "cybersecurity", "zero-trust", "cryptography", "encryption", "intrusion"],
  "7": ["directed energy", "laser", "high-power microwave", "beam control"],
  "8": ["battery", "fuel cell", "hydrogen", "microgrid", "energy storage", "power"],
  "9": ["wearable", "exoskeleton", "human-machine", "fatigue", "cognitive load"],
  "10": ["hypersonic", "thermal protection", "scramjet", "reentry"],
  "11": [
    "network",
    "networking",
    "5G",
    "radio",
    "software-defined radio",
    "antenna",
    "phased-array",
    "mesh",
    "spectrum",
    "communications",
  ],
  "12": ["manufacturing", "additive", "additively manufactured", "3D printing", "factory", "digital thread"],
  "13": [
    "medical",
    "medicine",
    "diagnostic",
    "point-of-care",
    "assay",
    "telehealth",
    "casualty",
    "biosensor",
  ],
  "14": [
    "microelectronics",
    "processor",
    "semiconductor",
    "chip",
    "GaN",
    "radiation-hardened",
    "neuromorphic",
    "amplifier",
  ],
  "15": ["quantum", "quantum sensor", "optical clock", "atomic clock", "post-quantum"],
  "16": ["sensor", "sensing", "LIDAR", "radar", "infrared", "hyperspectral", "imager", "tracker", "detector"],
  "17": ["space", "satellite", "small-satellite", "orbit", "on-orbit", "launch", "spacecraft"],
  "18": ["training", "simulation", "synthetic training", "virtual reality", "wargaming"],
}

/** An entry's one term: a single word's stem, or a phrase's compound (its parts alone would say too little). */
const termOf = (entry: string) => {
  const terms = termsOf(entry).map(({ term }) => term)
  return terms.find((term) => term.includes("-")) ?? terms[0]
}

const analysed = new Map(
  Object.entries(vocabulary).map(([id, entries]) => [
    id,
    [...new Set(entries.map(termOf).filter((term) => term !== undefined))],
  ]),
)

/** A technology type's words as matchmaking compares them (stemmed, compounds kept): none for an unknown id. */
export const technologyTerms = (technologyTypeId: string): readonly string[] =>
  analysed.get(technologyTypeId) ?? []

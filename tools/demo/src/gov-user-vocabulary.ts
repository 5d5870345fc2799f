/**
 * The words generated government users are made of: common American names, the titles and ranks people in
 * SBIR/STTR programs hold, where the programs sit, and what they work on by technology type (ids of the
 * shipped technology types list, contracts/src/reference/technology-types.ts).
 */

export const govFirstNames = [
  "James",
  "Maria",
  "Robert",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Patricia",
  "William",
  "Elizabeth",
  "Daniel",
  "Susan",
  "Thomas",
  "Jessica",
  "Christopher",
  "Sarah",
  "Anthony",
  "Karen",
  "Mark",
  "Angela",
  "Kevin",
  "Michelle",
  "Brian",
  "Laura",
  "Jason",
  "Rebecca",
  "Andre",
  "Priya",
  "Luis",
  "Mei",
  "Darnell",
  "Rachel",
  "Omar",
  "Kimberly",
  "Eric",
  "Nicole",
  "Hector",
  "Amanda",
  "Steven",
  "Tanya",
] as const

export const govLastNames = [
  "Smith",
  "Garcia",
  "Williams",
  "Nguyen",
  "Brown",
  "Martinez",
  "Davis",
  "Patel",
  "Miller",
  "Rodriguez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Kim",
  "Taylor",
  "Moore",
  "Jackson",
  "Lee",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Hernandez",
  "King",
  "Wright",
  "Lopez",
  "Hill",
  "Scott",
  "Green",
  "Adams",
  "Baker",
  "Gonzalez",
  "Nelson",
  "Carter",
  "Mitchell",
  "Perez",
  "Roberts",
  "Chen",
] as const

/** Titles with the classification ids that usually go with them. */
export const govTitles: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Program Manager", ["7", "9"]],
  ["SBIR/STTR Program Manager", ["8", "7"]],
  ["Contracting Officer", ["1"]],
  ["Contract Specialist", ["2", "1"]],
  ["Small Business Specialist", ["3"]],
  ["Research Scientist", ["4", "6"]],
  ["Senior Electronics Engineer", ["4", "5"]],
  ["Chief Engineer", ["4", "5"]],
  ["Technical Director", ["5", "9"]],
  ["Topic Author and Research Engineer", ["6", "4"]],
  ["Technology Transition Manager", ["9", "7"]],
  ["Lieutenant Colonel, Branch Chief", ["11", "10"]],
  ["Major, Requirements Officer", ["11"]],
  ["Commander, Innovation Cell", ["10", "9"]],
  ["Deputy Program Executive Officer", ["7"]],
  ["Innovation Officer", ["12", "9"]],
]

/** Where each organisation's people sit (city, state): organisation ids of the shipped list. */
export const organizationSites: Record<string, ReadonlyArray<readonly [string, string]>> = {
  "1": [
    ["Huntsville", "AL"],
    ["Aberdeen", "MD"],
    ["Fort Liberty", "NC"],
    ["Austin", "TX"],
  ],
  "2": [
    ["Arlington", "VA"],
    ["San Diego", "CA"],
    ["Dahlgren", "VA"],
    ["Patuxent River", "MD"],
  ],
  "3": [
    ["Quantico", "VA"],
    ["Camp Pendleton", "CA"],
  ],
  "4": [
    ["Dayton", "OH"],
    ["Albuquerque", "NM"],
    ["Rome", "NY"],
    ["Eglin AFB", "FL"],
  ],
  "5": [
    ["Colorado Springs", "CO"],
    ["El Segundo", "CA"],
  ],
  "6": [["Arlington", "VA"]],
  "7": [
    ["Falls Church", "VA"],
    ["San Antonio", "TX"],
  ],
  "8": [["Fort Meade", "MD"]],
  "9": [
    ["Fort Belvoir", "VA"],
    ["Columbus", "OH"],
  ],
  "10": [["Fort Belvoir", "VA"]],
  "11": [["Huntsville", "AL"]],
  "12": [
    ["Springfield", "VA"],
    ["St. Louis", "MO"],
  ],
  "13": [["Tampa", "FL"]],
  "14": [["Aberdeen", "MD"]],
  "15": [
    ["Mountain View", "CA"],
    ["Boston", "MA"],
  ],
  "16": [["Washington", "DC"]],
  "17": [
    ["Dayton", "OH"],
    ["Las Vegas", "NV"],
  ],
  "18": [["Washington", "DC"]],
  "19": [
    ["Oak Ridge", "TN"],
    ["Golden", "CO"],
  ],
  "20": [
    ["Houston", "TX"],
    ["Greenbelt", "MD"],
    ["Moffett Field", "CA"],
  ],
  "21": [["Bethesda", "MD"]],
  "22": [["Alexandria", "VA"]],
  "23": [["Washington", "DC"]],
  "24": [["Atlanta", "GA"]],
  "25": [["Silver Spring", "MD"]],
  "26": [["Washington", "DC"]],
  "27": [
    ["Gaithersburg", "MD"],
    ["Boulder", "CO"],
  ],
  "28": [
    ["Silver Spring", "MD"],
    ["Boulder", "CO"],
  ],
  "29": [["Washington", "DC"]],
  "30": [["Washington", "DC"]],
  "31": [["Research Triangle Park", "NC"]],
  "32": [["Washington", "DC"]],
}

/** The organisations' mail domains, for realistic addresses. */
export const organizationDomains: Record<string, string> = {
  "1": "army.mil",
  "2": "us.navy.mil",
  "3": "usmc.mil",
  "4": "us.af.mil",
  "5": "spaceforce.mil",
  "6": "darpa.mil",
  "7": "health.mil",
  "8": "disa.mil",
  "9": "dla.mil",
  "10": "dtra.mil",
  "11": "mda.mil",
  "12": "nga.mil",
  "13": "socom.mil",
  "14": "cbd.mil",
  "15": "diu.mil",
  "16": "osd.mil",
  "17": "afwerx.af.mil",
  "18": "hq.dhs.gov",
  "19": "hq.doe.gov",
  "20": "nasa.gov",
  "21": "nih.gov",
  "22": "nsf.gov",
  "23": "hhs.gov",
  "24": "cdc.gov",
  "25": "fda.hhs.gov",
  "26": "doc.gov",
  "27": "nist.gov",
  "28": "noaa.gov",
  "29": "dot.gov",
  "30": "usda.gov",
  "31": "epa.gov",
  "32": "ed.gov",
}

/** Time zones by state, for the states the sites are in. */
export const stateTimeZones: Record<string, string> = {
  AL: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  MA: "America/New_York",
  MD: "America/New_York",
  MO: "America/Chicago",
  NC: "America/New_York",
  NM: "America/Denver",
  NV: "America/Los_Angeles",
  NY: "America/New_York",
  OH: "America/New_York",
  TN: "America/New_York",
  TX: "America/Chicago",
  VA: "America/New_York",
}

/** What people work on, by technology type id: lines of effort (each under 300 characters). */
export const effortsByTechnology: Record<string, readonly string[]> = {
  "1": [
    "Modernizing legacy mission software onto cloud-native platforms with continuous delivery",
    "High-performance computing for digital engineering and model-based systems engineering",
  ],
  "2": [
    "Lightweight armor and structural composites that survive field repair",
    "Corrosion-resistant coatings for ships and coastal infrastructure",
  ],
  "3": [
    "Machine-learning triage of sensor data at the tactical edge with disconnected networks",
    "Trustworthy AI for decision support: test, evaluation and explainability of models",
  ],
  "4": [
    "Autonomous ground robots for base logistics: resupply, inspection and perimeter patrol",
    "Collaborative drone swarms for search and rescue in contested airspace",
  ],
  "5": [
    "Biomanufacturing of fuels, materials and medical countermeasures close to the point of need",
    "Rapid field detection of biological agents in water and air",
  ],
  "6": [
    "Zero-trust networking for remote test ranges and deployed units",
    "Protecting operational technology in water, power and base infrastructure from intrusion",
  ],
  "7": [
    "High-energy lasers and high-power microwave systems against small drones",
    "Beam control and thermal management for directed-energy weapons",
  ],
  "8": [
    "Tactical microgrids and long-duration batteries for expeditionary bases",
    "Power and thermal management for electrified vehicles and aircraft",
  ],
  "9": [
    "Wearable sensing for fatigue and cognitive load in operators",
    "Human-machine teaming interfaces that cut operator workload",
  ],
  "10": [
    "Thermal protection and guidance for hypersonic test vehicles, from bench tests to flight",
    "Affordable hypersonic flight testing and instrumentation",
  ],
  "11": [
    "Resilient 5G and mesh networking for disadvantaged, intermittent and limited links",
    "Spectrum sharing and electromagnetic-spectrum awareness for installations",
  ],
  "12": [
    "Additive manufacturing of qualified spare parts at depots and at sea",
    "Digital thread and factory automation for the organic industrial base",
  ],
  "13": [
    "Prolonged field care: medical devices that keep casualties stable for days",
    "Point-of-care diagnostics and telehealth for remote clinics",
  ],
  "14": [
    "Trusted and assured microelectronics supply chains",
    "Radiation-hardened processors and memory for satellites",
  ],
  "15": [
    "Quantum sensing for navigation without GPS",
    "Post-quantum cryptography migration for mission systems",
  ],
  "16": [
    "Low-cost infrared and radar sensors for counter-UAS",
    "Persistent environmental and maritime sensing from small platforms",
  ],
  "17": [
    "Responsive launch and on-orbit servicing of small satellites",
    "Space domain awareness from ground and space-based sensors",
  ],
  "18": [
    "Synthetic training environments with live, virtual and constructive play",
    "Adaptive training with simulation and performance analytics",
  ],
  "19": [
    "Finding dual-use technology with commercial traction for agency missions",
    "Shortening the path from SBIR Phase II to production contracts",
  ],
}

/** Problem statements: a sentence about the need, completed by what the user wants from companies. */
export const problemOpenings = [
  "My office is looking for partners in",
  "We are standing up a program in",
  "Our users in the field keep asking for progress in",
  "I manage a portfolio in",
  "Our lab is evaluating new work in",
] as const

export const problemClosings = [
  "I want to meet small businesses with a working prototype and a path to a Phase III contract.",
  "Companies that can demonstrate in a relevant environment within a year should reach out.",
  "I am especially interested in teams that have already sold commercially.",
  "We can offer test ranges, subject-matter experts and transition funding to the right partner.",
  "Please include performance data and a rough cost estimate when you contact me.",
] as const

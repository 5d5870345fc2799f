/**
 * Technology areas of SBIR/STTR work, after the DoD's critical technology areas (USD(R&E), "Critical
 * Technology Areas", 2022) widened with the civilian agencies' topics (biotech, energy, human systems).
 * Stable ids, referenced by listings, awards and government users.
 */
export const technologyTypes = [
  { id: "1", name: "Advanced Computing & Software" },
  { id: "2", name: "Advanced Materials" },
  { id: "3", name: "Artificial Intelligence / Machine Learning" },
  { id: "4", name: "Autonomy & Robotics" },
  { id: "5", name: "Biotechnology" },
  { id: "6", name: "Cybersecurity" },
  { id: "7", name: "Directed Energy" },
  { id: "8", name: "Energy & Power" },
  { id: "9", name: "Human Systems" },
  { id: "10", name: "Hypersonics" },
  { id: "11", name: "Integrated Network Systems / 5G" },
  { id: "12", name: "Manufacturing" },
  { id: "13", name: "Medical & Health" },
  { id: "14", name: "Microelectronics" },
  { id: "15", name: "Quantum Science" },
  { id: "16", name: "Sensors" },
  { id: "17", name: "Space Technology" },
  { id: "18", name: "Training & Simulation" },
  { id: "19", name: "Other" },
] as const

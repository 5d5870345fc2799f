/** Spec 01 §3: social media types; Facebook, LinkedIn and Twitter get icons. Stable ids, used in events. */
export const socialMediaTypes = [
  { id: "1", name: "Facebook" },
  { id: "2", name: "LinkedIn" },
  { id: "3", name: "Twitter" },
  { id: "4", name: "YouTube" },
  { id: "5", name: "Instagram" },
  { id: "6", name: "GitHub" },
] as const

export const socialMediaTypeIds: ReadonlySet<string> = new Set(socialMediaTypes.map((type) => type.id))

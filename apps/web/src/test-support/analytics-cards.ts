/**
 * The analytics dashboard's cards by title, in the page's order: what both its component test and its
 * browser journey (e2e/analytics) expect to see. No imports, so the journey can load it under Node.
 */
export const analyticsCardTitles = [
  "Government Response Rate",
  "Technology Types At a Glance",
  "SBC Timeline",
  "Government Timelines",
  "Top SBC Organization Views",
  "Active Conversations",
  "DAF Users",
  "SBC Users",
  "Organization Users",
]

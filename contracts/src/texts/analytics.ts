/** The admin analytics dashboard's texts (spec 02 §2 "Admin analytics dashboard", §8), verbatim where given. */
export const analyticsMessages = {
  responseRateFailed: "Error retrieving response rate data. Please try again.",
  resultsFailed: "Error occurred while loading results",
  noResults: "No Results",
} as const

/** The per-chart error of spec 02 §8: 'Error loading ... Statistic Data', the chart's title in the gap. */
export const statisticLoadFailed = (chart: string): string => `Error loading ${chart} Statistic Data`

/** Spec 02 §9: the dashboard's loading minimum, and pie charts list the top 10. */
export const analyticsLoadingMinimumMs = 300
export const analyticsTopCount = 10

/** Spec 02 §9: a technology table percentage is the fraction × 100 truncated to its first two characters. */
export const technologyPctText = (fraction: number): string => String(fraction * 100).slice(0, 2)

/** Spec 02 §9: the response rate is the fraction × 100 rounded to a whole number. */
export const responseRateText = (fraction: number): string => `${Math.round(fraction * 100)}%`

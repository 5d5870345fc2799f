import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { usePagedLookup } from "../../../ui/paged-lookup/use-paged-lookup"

/** An option of a filter: the id the address keeps and the name people read. */
export interface Choice {
  readonly value: string
  readonly label: string
}

/** A list of options as a filter shows it: what is known, and whether the list could not be read. */
export interface Choices {
  readonly options: readonly Choice[]
  readonly failed: boolean
}

const choicesOf = <T>(
  query: { readonly data?: readonly T[]; readonly isError: boolean },
  toChoice: (item: T) => Choice,
): Choices => ({ options: (query.data ?? []).map(toChoice), failed: query.isError })

/**
 * The short lists the panels offer whole: technology types, business classifications, award phases (kept
 * by name, as awards store them) and the US states and territories (location search is limited to regions).
 */
export const useWholeListChoices = () => {
  const trpc = useTRPC()
  const technologyTypes = useQuery(trpc.reference.technologyTypes.queryOptions())
  const classifications = useQuery(trpc.reference.businessClassifications.queryOptions())
  const phases = useQuery(trpc.reference.phases.queryOptions())
  const regions = useQuery({
    ...trpc.reference.countries.queryOptions(),
    // the whole table is long and never changes while the app runs
    staleTime: Number.POSITIVE_INFINITY,
    select: (countries) => countries.find((country) => country.countryShortCode === "US")?.regions ?? [],
  })
  const named = (item: { readonly id: string; readonly name: string }) => ({
    value: item.id,
    label: item.name,
  })
  return {
    technologyTypes: choicesOf(technologyTypes, named),
    businessClassifications: choicesOf(classifications, named),
    phases: choicesOf(phases, (phase) => ({ value: phase.name, label: phase.name })),
    regions: choicesOf(regions, (region) => ({ value: region.shortCode, label: region.name })),
  }
}

/**
 * NAICS codes, too many to offer whole: the pages of the codes matching what is typed, plus the chosen ones
 * (a link or a saved search names them by id only), asked by id in one call (spec 02 §7 dropdown lookups).
 */
export const useNaicsChoices = (typed: string, chosen: readonly string[]) => {
  const trpc = useTRPC()
  return usePagedLookup((input) => trpc.reference.naicsCodesPage.queryOptions(input), typed, chosen)
}

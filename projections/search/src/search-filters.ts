import type { Queryable } from "@ignite/platform"
import type { ListingSearchRequest, TextPanel } from "./search-request"
import { correctableWords, correctionsFor, looseQuery, parseSearchText } from "./search-text"

/** Who is searching, as the visibility rule needs them (`canSeeListing` in domains/listings). */
export interface SearchViewer {
  /** The viewer's company account: its members always see its own storefront. */
  readonly accountId: string | null
  /** A government user linked to VISION sees VISION-only storefronts. */
  readonly visionLinked: boolean
}

/**
 * Values bound once and used by several statements (the count, the page, the matches), each statement
 * referencing only some: `add` gives a marker, `bind` numbers the markers a statement uses ($1...) and passes
 * only their values (PostgreSQL refuses values a statement does not use).
 */
export class Params {
  private readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$:${this.values.length - 1}:`
  }
  bind(sql: string): [string, unknown[]] {
    const numbers = new Map<number, number>()
    const values: unknown[] = []
    const text = sql.replace(/\$:(\d+):/g, (_, index: string) => {
      let number = numbers.get(Number(index))
      if (number === undefined) {
        values.push(this.values[Number(index)])
        number = values.length
        numbers.set(Number(index), number)
      }
      return `$${number}`
    })
    return [text, values]
  }
}

/** A text box compiled: the widened query (prefixes, corrections) and the person's own words. */
export interface CompiledText {
  /** `to_tsquery('english', …)`: what matches. */
  readonly query: string
  /** `websearch_to_tsquery('english', …)`: their exact words, which rank above prefix and typo matches. */
  readonly exact: string
  /** The text itself, for trigram similarity with names. */
  readonly raw: string
}

/** Every text box with something searchable in it, compiled in one look at the vocabulary. */
export const compileTexts = async (
  db: Queryable,
  request: ListingSearchRequest,
): Promise<Partial<Record<TextPanel, { loose: string; raw: string }>>> => {
  const parsed = Object.entries(request.texts).map(([panel, raw]) => ({
    panel: panel as TextPanel,
    raw: raw!,
    clauses: parseSearchText(raw!),
  }))
  const corrections = await correctionsFor(
    db,
    parsed.flatMap(({ clauses }) => correctableWords(clauses)),
  )
  const compiled: Partial<Record<TextPanel, { loose: string; raw: string }>> = {}
  for (const { panel, raw, clauses } of parsed) {
    const loose = looseQuery(clauses, corrections)
    if (loose) compiled[panel] = { loose, raw }
  }
  return compiled
}

/** The filters a facet leaves out (its own), or a panel's whole condition (a facet over its items). */
export type ListingOmit =
  | "listingState"
  | "naicsCodeIds"
  | "listingTechnologyTypeIds"
  | "listingBusinessClassificationIds"
  | "services"
  | "products"
  | "awards"
export type AwardOmit = "awardPhase" | "awardNaicsCodeIds" | "awardState" | "awardTechnologyTypeIds"

const artifactKinds = { services: "service", products: "product", useCases: "use_case" } as const
export type ArtifactPanel = keyof typeof artifactKinds

/**
 * The search's conditions as SQL over `search_listings l` (and an artifact or award alias), with their
 * values bound once in `params`: filters AND across panels, OR within a multi-select; a panel's text and
 * ids mean "the listing has one item of that kind matching all of them". Visibility is always there.
 */
export const compileFilters = (
  request: ListingSearchRequest,
  texts: Partial<Record<TextPanel, { loose: string; raw: string }>>,
  viewer: SearchViewer,
  params: Params,
) => {
  const tsQueries = Object.fromEntries(
    Object.entries(texts).map(([panel, text]) => [
      panel,
      {
        query: `to_tsquery('english', ${params.add(text.loose)})`,
        exact: `websearch_to_tsquery('english', ${params.add(text.raw)})`,
        raw: params.add(text.raw),
      },
    ]),
  ) as Partial<Record<TextPanel, CompiledText>>
  const ids = (values: readonly string[]) => (values.length > 0 ? `${params.add(values)}::text[]` : undefined)
  const account = params.add(viewer.accountId)
  const visible = `((${account}::uuid is not null and l.account_id = ${account}::uuid)
    or (l.is_published and (not l.is_only_vision_visible or ${params.add(viewer.visionLinked)}::boolean)))`

  const identifier = request.listingIdentifier
    ? params.add(`${request.listingIdentifier.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined
  const states = ids(request.listingStates)
  const naics = ids(request.naicsCodeIds)
  const technologies = ids(request.listingTechnologyTypeIds)
  const classifications = ids(request.listingBusinessClassificationIds)
  const artifactTechnologies: Record<ArtifactPanel, string | undefined> = {
    services: ids(request.serviceTechnologyTypeIds),
    products: ids(request.productTechnologyTypeIds),
    useCases: undefined,
  }
  const a = request.award
  const award = {
    phases: ids(a.phases),
    naics: ids(a.naicsCodeIds),
    technologies: ids(a.technologyTypeIds),
    states: ids(a.states),
    contractNumber: a.contractNumber
      ? params.add(`%${a.contractNumber.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    amountMin: a.amountMin === undefined ? undefined : params.add(a.amountMin),
    amountMax: a.amountMax === undefined ? undefined : params.add(a.amountMax),
    dateMin: a.dateMin ? params.add(a.dateMin) : undefined,
    dateMax: a.dateMax ? params.add(a.dateMax) : undefined,
  }

  const matches = (alias: string, text: CompiledText | undefined) =>
    text ? [`(numnode(${text.query}) = 0 or ${alias}.tsv @@ ${text.query})`] : []

  /** The conditions on one artifact row `alias` of a panel (its tech types unless a facet counts them). */
  const artifact = (panel: ArtifactPanel, alias: string, omitTechnologies = false): string[] => {
    const technology = artifactTechnologies[panel]
    return [
      `${alias}.kind = '${artifactKinds[panel]}'`,
      ...matches(alias, tsQueries[panel]),
      ...(technology && !omitTechnologies ? [`${alias}.technology_type_ids && ${technology}`] : []),
    ]
  }
  const artifactPanelUsed = (panel: ArtifactPanel) =>
    tsQueries[panel] !== undefined || artifactTechnologies[panel] !== undefined

  /** The conditions on one award row `alias` (all award filters, but the one a facet counts). */
  const awardConditions = (alias: string, omit?: AwardOmit): string[] => {
    const c = [...matches(alias, tsQueries.awards)]
    if (award.phases && omit !== "awardPhase") c.push(`lower(${alias}.phase) = any(${award.phases})`)
    if (award.naics && omit !== "awardNaicsCodeIds") c.push(`${alias}.naics_code_ids && ${award.naics}`)
    if (award.technologies && omit !== "awardTechnologyTypeIds")
      c.push(`${alias}.technology_type_ids && ${award.technologies}`)
    if (award.states && omit !== "awardState") c.push(`upper(${alias}.state) = any(${award.states})`)
    if (award.contractNumber) c.push(`${alias}.contract_number ilike ${award.contractNumber}`)
    if (award.amountMin) c.push(`${alias}.award_amount >= ${award.amountMin}::numeric`)
    if (award.amountMax) c.push(`${alias}.award_amount <= ${award.amountMax}::numeric`)
    if (award.dateMin) c.push(`${alias}.contract_award_date >= ${award.dateMin}::date`)
    if (award.dateMax) c.push(`${alias}.contract_award_date <= ${award.dateMax}::date`)
    return c
  }
  const awardPanelUsed = awardConditions("w").length > 0

  /**
   * Every condition on `search_listings l`, each with the facet that leaves it out (none for those every
   * statement keeps: visibility, the company text, the identifier).
   */
  const conditions: Array<readonly [ListingOmit | undefined, string]> = [
    [undefined, visible],
    ...matches("l", tsQueries.listings).map((c) => [undefined, c] as const),
  ]
  if (identifier)
    conditions.push([
      undefined,
      `(upper(l.unique_entity_id) like ${identifier} or upper(l.cage_code) like ${identifier}
        or upper(l.duns_code) like ${identifier} or upper(l.sam_code) like ${identifier})`,
    ])
  if (states) conditions.push(["listingState", `upper(l.state_or_province) = any(${states})`])
  if (naics) conditions.push(["naicsCodeIds", `l.naics_code_ids && ${naics}`])
  if (technologies) conditions.push(["listingTechnologyTypeIds", `l.technology_type_ids && ${technologies}`])
  if (classifications)
    conditions.push([
      "listingBusinessClassificationIds",
      `l.business_classification_ids && ${classifications}`,
    ])
  for (const panel of ["services", "products", "useCases"] as const)
    if (artifactPanelUsed(panel))
      conditions.push([
        panel === "useCases" ? undefined : panel,
        `exists (select 1 from search_artifacts a where a.listing_id = l.id and ${artifact(panel, "a").join(" and ")})`,
      ])
  if (awardPanelUsed)
    conditions.push([
      "awards",
      `exists (select 1 from search_awards w where w.listing_id = l.id and ${awardConditions("w").join(" and ")})`,
    ])
  const joined = (kept: ReadonlyArray<readonly [ListingOmit | undefined, string]>) =>
    kept.length > 0 ? kept.map(([, c]) => c).join("\n and ") : "true"

  /** Every condition on `search_listings l` but those `omit` names. */
  const listing = (omit?: ListingOmit): string => joined(conditions.filter(([key]) => key !== omit || !key))
  /** The conditions no facet leaves out (the facets' common set). */
  const kept = (): string => joined(conditions.filter(([key]) => !key))
  /** The conditions a facet may leave out, but `omit`'s: what narrows the common set for that facet. */
  const narrowing = (omit?: ListingOmit): string => joined(conditions.filter(([key]) => key && key !== omit))
  /** Whether the search has a condition that `omit` leaves out (else that facet counts the results). */
  const omits = (omit: ListingOmit): boolean => conditions.some(([key]) => key === omit)

  return { texts: tsQueries, visible, listing, kept, narrowing, omits, artifact, award: awardConditions }
}

export type CompiledFilters = ReturnType<typeof compileFilters>

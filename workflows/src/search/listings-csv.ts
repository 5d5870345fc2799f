import { naicsCodeById } from "@ignite/contracts/naics"
import type { ListingExportRow, ListingSearchNames } from "@ignite/projection-search"
import { csvLine } from "./csv"

/** The columns a contracting officer takes away, in the order they read them. */
export const listingsCsvHeader = [
  "Name",
  "UEI",
  "CAGE",
  "City",
  "State/Province",
  "Country",
  "Website",
  "Technology types",
  "NAICS codes",
  "Business classifications",
  "Listing URL",
] as const

/** The export's lines: the header, then a record per storefront as each batch arrives. */
export async function* listingsCsv(
  batches: AsyncIterable<readonly ListingExportRow[]>,
  names: ListingSearchNames,
  publicUrl: string,
): AsyncGenerator<string> {
  yield csvLine(listingsCsvHeader)
  for await (const batch of batches) {
    yield batch
      .map((row) =>
        csvLine([
          row.name,
          row.uniqueEntityId,
          row.cageCode,
          row.city,
          row.stateOrProvince,
          row.country,
          row.website,
          row.technologyTypeIds.map(names.technologyType).join("; "),
          row.naicsCodeIds
            .map((id) => {
              const naics = naicsCodeById.get(id)
              return naics ? `${naics.code} ${naics.name}` : id
            })
            .join("; "),
          row.businessClassificationIds.map(names.businessClassification).join("; "),
          `${publicUrl}/ignite/listings/${row.id}`,
        ]),
      )
      .join("")
  }
}

import type { TechnologyTypeStat } from "@ignite/contracts"
import { technologyPctText } from "@ignite/contracts/texts"
import { type DataColumn, DataTable } from "../../../ui/data-table/data-table"
import { technologyMeasures } from "../technology-measures"

// Each measure's count, then its share as spec 02 §9 writes it (awards have no share in the statistic).
const columns: DataColumn<TechnologyTypeStat>[] = [
  { id: "name", header: "Technology type", value: (row) => row.name },
  ...technologyMeasures.flatMap(({ measure, title, count, share }): DataColumn<TechnologyTypeStat>[] => [
    { id: measure, header: title, value: count, numeric: true },
    ...(share
      ? [
          {
            id: `${measure}Pct`,
            header: `${title} %`,
            value: share,
            text: (row: TechnologyTypeStat) => technologyPctText(share(row)),
            numeric: true,
          },
        ]
      : []),
  ]),
]

/** Every technology type's numbers and shares, the pies' table (spec 02 §2). */
export function TechnologyTable({ rows }: { readonly rows: readonly TechnologyTypeStat[] }) {
  return (
    <DataTable
      caption="Technology types"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={960}
    />
  )
}

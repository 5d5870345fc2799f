import { Button, Group, Table, Text, UnstyledButton } from "@mantine/core"
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table"
import { type MouseEvent, type ReactNode, useMemo } from "react"
import { saveBlob } from "../../lib/download"
import { type CsvValue, csvFileName, toCsv } from "../../lib/to-csv"

// Only sorting is registered, with the two comparators the columns name: the table stays small.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
})

/** A column of a dashboard table. */
export interface DataColumn<Row> {
  readonly id: string
  readonly header: string
  /** What the column sorts by; shown and exported as it is unless `text` says otherwise. */
  readonly value: (row: Row) => string | number
  /** How the value reads (a month's label, a share as the spec writes it): in the cell and in the CSV. */
  readonly text?: (row: Row) => string
  /** The cell when it is more than text (a link, a button); the CSV still holds the text. */
  readonly cell?: (row: Row) => ReactNode
  /** Counts: aligned right, sorted largest first on the first press. */
  readonly numeric?: boolean
}

export interface DataTableProps<Row extends object> {
  /** The table's accessible name; also names its CSV file. */
  readonly caption: string
  readonly columns: readonly DataColumn<Row>[]
  readonly rows: readonly Row[]
  readonly rowKey: (row: Row) => string
  /**
   * What clicking a row does. Pointers may click anywhere in the row; keyboards reach the same action through
   * a button or link a column's cell holds.
   */
  readonly onRowClick?: (row: Row) => void
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  readonly minWidth?: number
  /**
   * What Export CSV does when the rows shown are not the whole list (a page of a paged record): the caller
   * exports the whole. Without it, the rows shown are exported in the order shown.
   */
  readonly onExport?: () => void
  /** While the caller's export runs. */
  readonly exporting?: boolean
}

const ariaSort = { asc: "ascending", desc: "descending" } as const
const sortMarks = { asc: "▲", desc: "▼" } as const

/**
 * A table whose every column sorts on its header (TanStack Table) and whose rows export as CSV, in the order
 * and with the texts shown. A kit since a second feature sorts its table (the audit reveals' record).
 */
export function DataTable<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  onRowClick,
  minWidth = 0,
  onExport,
  exporting = false,
}: DataTableProps<Row>) {
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.accessor(column.value, {
          id: column.id,
          header: column.header,
          sortFn: column.numeric ? "basic" : "text",
          sortDescFirst: column.numeric === true,
          cell: (context) => {
            const row = context.row.original
            return column.cell ? column.cell(row) : (column.text?.(row) ?? context.getValue())
          },
        }),
      ),
    )
  }, [columns])
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId: rowKey })
  const numeric = new Set(columns.filter((column) => column.numeric).map((column) => column.id))

  const exportCsv = () => {
    const shown = table
      .getRowModel()
      .rows.map((row) =>
        columns.map((column): CsvValue => column.text?.(row.original) ?? column.value(row.original)),
      )
    const csv = toCsv(
      columns.map((column) => column.header),
      shown,
    )
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), csvFileName(caption))
  }

  // A click on the row's own link or button is that control's; anywhere else it is the row's.
  const rowClick = (row: Row) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest("a, button, input")) return
    onRowClick?.(row)
  }

  return (
    <div>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table aria-label={caption} verticalSpacing="xs" highlightOnHover={onRowClick !== undefined}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const alignRight = numeric.has(header.column.id)
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                      style={alignRight ? { textAlign: "right" } : undefined}
                    >
                      <UnstyledButton
                        fz="sm"
                        fw={700}
                        onClick={header.column.getToggleSortingHandler()}
                        title="Sort by this column"
                      >
                        <table.FlexRender header={header} />
                        <Text span fz="xs" ml={4} aria-hidden c={sorted ? undefined : "dimmed"}>
                          {sorted ? sortMarks[sorted] : "↕"}
                        </Text>
                      </UnstyledButton>
                    </Table.Th>
                  )
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text size="sm" c="dimmed">
                    No Results
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={onRowClick ? rowClick(row.original) : undefined}
                style={onRowClick ? { cursor: "pointer" } : undefined}
              >
                {row.getAllCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    style={numeric.has(cell.column.id) ? { textAlign: "right" } : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="default"
          size="xs"
          onClick={onExport ?? exportCsv}
          loading={exporting}
          aria-label={`Export CSV: ${caption}`}
        >
          Export CSV
        </Button>
      </Group>
    </div>
  )
}

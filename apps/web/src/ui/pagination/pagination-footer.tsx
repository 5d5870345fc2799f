import { defaultPerPage, type PageRequest, type Pagination, pageSizes } from "@ignite/contracts"
import { Button, Group, NativeSelect, Text } from "@mantine/core"

export interface PaginationFooterProps {
  readonly pagination: Pagination
  /** The page size in use; the pagination object does not carry it. */
  readonly perPage?: number
  readonly onChange: (next: PageRequest) => void
}

type SeriesEntry =
  | { readonly kind: "page"; readonly key: string; readonly page: number; readonly current: boolean }
  | { readonly kind: "gap"; readonly key: string }

// Pagy's series: numbers are pages, the current page is a string, "gap" is an elided range.
const seriesEntries = (series: Pagination["series"]): SeriesEntry[] => {
  let gaps = 0
  return series.map((item) =>
    item === "gap"
      ? { kind: "gap", key: `gap-${gaps++}` }
      : { kind: "page", key: `page-${item}`, page: Number(item), current: typeof item === "string" },
  )
}

const pageSizeOptions = pageSizes.map(String)

/** "from to to of count entries", previous/next, the page series and the page size (spec 02 §2 Pagination). */
export function PaginationFooter({ pagination, perPage = defaultPerPage, onChange }: PaginationFooterProps) {
  const { page, last, from, to, count } = pagination
  const goTo = (target: number) => onChange({ page: target, perPage })

  return (
    <Group component="nav" aria-label="Pagination" justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {from} to {to} of {count} entries
      </Text>
      <Group gap={4} wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          Previous
        </Button>
        {seriesEntries(pagination.series).map((entry) =>
          entry.kind === "gap" ? (
            <Text key={entry.key} component="span" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={entry.key}
              size="xs"
              variant={entry.current ? "filled" : "default"}
              aria-current={entry.current ? "page" : undefined}
              aria-label={`Page ${entry.page}`}
              onClick={entry.current ? undefined : () => goTo(entry.page)}
            >
              {entry.page}
            </Button>
          ),
        )}
        <Button variant="default" size="xs" disabled={page >= last} onClick={() => goTo(page + 1)}>
          Next
        </Button>
      </Group>
      <NativeSelect
        size="xs"
        label="Entries per page"
        data={pageSizeOptions}
        value={String(perPage)}
        onChange={(event) => onChange({ page: 1, perPage: Number(event.currentTarget.value) })}
      />
    </Group>
  )
}

import type { VerifyReport } from "@ignite/contracts"
import { Alert, Center, Code, Loader, Modal, Stack, Text, Title } from "@mantine/core"

export interface VerifyReportDialogProps {
  /** The projection being verified; null: closed. */
  readonly name: string | null
  readonly report: VerifyReport | undefined
  /** The server's or the screen's word when the verification failed. */
  readonly failure: string | undefined
  readonly onClose: () => void
}

const rowsText = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join("\n")

function TableDifference({ table }: { readonly table: VerifyReport["tables"][number] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={`verify-${table.table}`}>
      <Title order={3} size="h5" id={`verify-${table.table}`}>
        {table.table}
      </Title>
      <Text size="sm">
        {table.liveRows} rows live, {table.rebuiltRows} rebuilt
      </Text>
      {table.onlyLive.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            Only in the live read model (up to 20)
          </Text>
          <Code block>{rowsText(table.onlyLive)}</Code>
        </div>
      )}
      {table.onlyRebuilt.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            Only in the rebuild (up to 20)
          </Text>
          <Code block>{rowsText(table.onlyRebuilt)}</Code>
        </div>
      )}
    </Stack>
  )
}

/**
 * A verification's answer: the projection rebuilt into shadow tables at the live build's checkpoint and
 * compared row by row; all tables match, or the rows only one side has, table by table.
 */
export function VerifyReportDialog({ name, report, failure, onClose }: VerifyReportDialogProps) {
  const differing =
    report?.tables.filter((table) => table.onlyLive.length + table.onlyRebuilt.length > 0) ?? []
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={`Verify ${name ?? ""}`}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : !report ? (
        <Center py="lg">
          <Loader role="status" aria-label={`Verifying ${name ?? ""}`} />
        </Center>
      ) : report.ok ? (
        <Alert color="green" variant="light" title="No differences">
          Version {report.version} rebuilt at position {report.position}: all {report.tables.length}{" "}
          {report.tables.length === 1 ? "table matches" : "tables match"} the live read model (
          {report.tables.map((table) => `${table.table}: ${table.liveRows} rows`).join(", ")}).
        </Alert>
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" title="Differences found">
            Version {report.version} rebuilt at position {report.position} differs from the live read model in{" "}
            {differing.length} {differing.length === 1 ? "table" : "tables"}.
          </Alert>
          {differing.map((table) => (
            <TableDifference key={table.table} table={table} />
          ))}
        </Stack>
      )}
    </Modal>
  )
}

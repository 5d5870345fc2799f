import type { ImportJob } from "@ignite/contracts"
import { Anchor, Center, Loader, Table, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { formatCount } from "../../../lib/format-count"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { formatStartedAt, importMessages } from "../messages"
import { useImportJobs } from "../queries"
import { ImportStatusBadge } from "./import-status-badge"

/** The imports this server ran since it started, newest first; each opens its summary. */
export function EarlierImports({ selectedId }: { readonly selectedId: string | undefined }) {
  const jobs = useImportJobs()
  if (jobs.isPending)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading the earlier imports" />
      </Center>
    )
  if (jobs.isError)
    return <LoadFailed message={importMessages.loadJobs} onRetry={() => void jobs.refetch()} />
  if (jobs.data.length === 0) return <Text c="dimmed">No imports since the server started.</Text>
  return <JobsTable jobs={jobs.data} selectedId={selectedId} />
}

function JobsTable({
  jobs,
  selectedId,
}: {
  readonly jobs: readonly ImportJob[]
  readonly selectedId?: string
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Earlier imports" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Started</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Rows
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Rejected
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} aria-current={job.id === selectedId ? "true" : undefined}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link to="/admin/imports" search={{ job: job.id }} replace {...props} />
                  )}
                >
                  {job.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <time dateTime={job.startedAt}>{formatStartedAt(job.startedAt)}</time>
              </Table.Td>
              <Table.Td>
                <ImportStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td ta="right">{formatCount(job.summary.rows)}</Table.Td>
              <Table.Td ta="right">{formatCount(job.summary.rejected)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

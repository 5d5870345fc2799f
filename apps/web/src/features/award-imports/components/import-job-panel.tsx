import type { ImportJob } from "@ignite/contracts"
import { Alert, Group, Progress, Stack, Text, Title } from "@mantine/core"
import { useEffect, useRef } from "react"
import { QueryView } from "../../../ui/errors/query-view"
import { formatBytes, formatStartedAt, importMessages, percentOf } from "../messages"
import { useImportJob, useRefreshImportJobs } from "../queries"
import { ImportStatusBadge } from "./import-status-badge"
import { ImportSummary } from "./import-summary"

/** One import followed to its end: the file read so far while it runs, then its summary or its failure. */
export function ImportJobPanel({ id }: { readonly id: string }) {
  const job = useImportJob(id)
  const refreshJobs = useRefreshImportJobs()
  const status = job.data?.status
  // The list of imports shows each one's status: read it again when the import followed here ends.
  const seenRunning = useRef(false)
  useEffect(() => {
    if (status === "running") seenRunning.current = true
    else if (status !== undefined && seenRunning.current) {
      seenRunning.current = false
      void refreshJobs()
    }
  }, [status, refreshJobs])

  return (
    <QueryView query={job} loading="Loading the import" failed={importMessages.loadJob}>
      {(data) => <JobView job={data} />}
    </QueryView>
  )
}

function JobView({ job }: { readonly job: ImportJob }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {job.fileName}
          </Title>
          <Text size="sm" c="dimmed">
            Started <time dateTime={job.startedAt}>{formatStartedAt(job.startedAt)}</time>
          </Text>
        </div>
        <ImportStatusBadge status={job.status} />
      </Group>
      {job.status === "running" && <ReadProgress job={job} />}
      {job.status === "failed" && job.error !== null && (
        <Alert color="red" variant="light" title="The import stopped">
          {job.error}
        </Alert>
      )}
      <ImportSummary summary={job.summary} />
    </Stack>
  )
}

function ReadProgress({ job }: { readonly job: ImportJob }) {
  const percent = percentOf(job.bytesRead, job.bytesTotal)
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">
        Read {formatBytes(job.bytesRead)}
        {job.bytesTotal !== null && ` of ${formatBytes(job.bytesTotal)} (${percent}%)`}
      </Text>
      <Progress value={percent} animated size="lg" aria-label={`Importing ${job.fileName}`} />
    </Stack>
  )
}

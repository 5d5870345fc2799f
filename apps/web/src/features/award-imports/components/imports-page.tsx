import type { ImportJob } from "@ignite/contracts"
import { Alert, Card, Stack, Title } from "@mantine/core"
import { type ReactNode, useCallback } from "react"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { notify } from "../../../ui/notifications/notification-store"
import { useAwardUpload } from "../hooks/use-award-upload"
import { importMessages } from "../messages"
import { useRememberJob } from "../queries"
import { CsvDropZone } from "./csv-drop-zone"
import { EarlierImports } from "./earlier-imports"
import { ImportJobPanel } from "./import-job-panel"
import { UploadProgress } from "./upload-progress"

export interface ImportsPageProps {
  /** The import in view (the address keeps it, so a reload follows it still). */
  readonly jobId: string | undefined
  readonly onJobChange: (jobId: string) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
}

/** /admin/imports: upload an SBIR.gov award file, follow its import, read what it did. */
export function ImportsPage({ jobId, onJobChange, nav }: ImportsPageProps) {
  const remember = useRememberJob()
  const onStarted = useCallback(
    (job: ImportJob) => {
      remember(job)
      notify({ message: importMessages.started(job.fileName), severity: "success" })
      onJobChange(job.id)
    },
    [remember, onJobChange],
  )
  const { state, upload } = useAwardUpload(onStarted)

  return (
    <AdminPage
      nav={nav}
      title="Award imports"
      intro="Companies and their SBIR and STTR awards from SBIR.gov’s award export. Each company gets an unpublished storefront its people can claim."
    >
      <Card withBorder padding="lg" component="section" aria-label="Upload">
        <Stack gap="md">
          <CsvDropZone onFile={(file) => void upload(file)} disabled={state.status === "uploading"} />
          {state.status === "uploading" && (
            <UploadProgress fileName={state.fileName} progress={state.progress} />
          )}
          {state.status === "failed" && (
            <Alert color="red" variant="light" title={`${state.fileName} was not imported`}>
              {state.message}
            </Alert>
          )}
        </Stack>
      </Card>
      {jobId !== undefined && (
        <Card withBorder padding="lg" component="section" aria-label="Import">
          <ImportJobPanel key={jobId} id={jobId} />
        </Card>
      )}
      <Card withBorder padding="lg" component="section" aria-label="Earlier imports">
        <Title order={2} size="h5" c="dimmed" tt="uppercase" mb="sm">
          Earlier imports
        </Title>
        <EarlierImports selectedId={jobId} />
      </Card>
    </AdminPage>
  )
}

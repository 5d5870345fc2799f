import type { FenceHolder } from "@ignite/contracts"
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { QueryView } from "../../../ui/errors/query-view"
import { notify } from "../../../ui/notifications/notification-store"
import {
  type ProjectionAction,
  projectionsOptions,
  systemStatusOptions,
  useProjectionAction,
  useVerifyProjection,
} from "../queries"
import { ProjectionsTable } from "./projections-table"
import { VerifyReportDialog } from "./verify-report-dialog"

const done: Record<ProjectionAction, (name: string) => string> = {
  rebuild: (name) => `${name}: a new build started; it takes over once it has caught up.`,
  pause: (name) => `${name} is paused: its reads keep serving while its lag grows.`,
  resume: (name) => `${name} folds events again.`,
}

/**
 * /admin/projections (issue 22): every projection's version, status, checkpoint and lag, asked again every
 * few seconds; an admin rebuilds one beside the live build (which swaps in once caught up), pauses and resumes
 * an async one, or verifies one against a rebuild into shadow tables.
 */
export function ProjectionsPage({ nav }: { readonly nav: ReactNode }) {
  const trpc = useTRPC()
  const projections = useQuery(projectionsOptions(trpc))
  const status = useQuery(systemStatusOptions(trpc))
  const act = useProjectionAction()
  const verify = useVerifyProjection()
  const [rebuilding, setRebuilding] = useState<string | null>(null)
  const [verifying, setVerifying] = useState<string | null>(null)

  const send = (action: ProjectionAction, name: string) =>
    act.mutate(
      { action, name },
      {
        onSuccess: () => notify({ message: done[action](name), severity: "success" }),
        onError: (error) =>
          notifyFailure(error, serverMessageOf(error) ?? `${name} could not be told to ${action}.`),
      },
    )
  const startVerify = (name: string) => {
    setVerifying(name)
    verify.mutate(name)
  }
  const closeVerify = () => {
    setVerifying(null)
    verify.reset()
  }

  return (
    <AdminPage
      nav={nav}
      title="Projections"
      intro="The read models folded from the event log: how far behind each is, and the controls to rebuild, pause, resume or verify one."
    >
      {status.data?.fence && <FenceHolderNotice fence={status.data.fence} />}
      <QueryView
        query={projections}
        loading="Loading the projections"
        failed="The projections could not be loaded."
      >
        {(rows) => (
          <ProjectionsTable
            rows={rows}
            lastPosition={status.data?.eventCount}
            busy={act.isPending ? act.variables?.name : undefined}
            onRebuild={setRebuilding}
            onPause={(name) => send("pause", name)}
            onResume={(name) => send("resume", name)}
            onVerify={startVerify}
          />
        )}
      </QueryView>
      <Modal
        opened={rebuilding !== null}
        onClose={() => setRebuilding(null)}
        title={`Rebuild ${rebuilding ?? ""}?`}
        closeButtonProps={{ "aria-label": "Close" }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            A new build folds the whole log beside the live one, which keeps serving; it takes over once it
            has caught up. Its progress shows in the table.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRebuilding(null)} data-autofocus>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (rebuilding) send("rebuild", rebuilding)
                setRebuilding(null)
              }}
            >
              Rebuild
            </Button>
          </Group>
        </Stack>
      </Modal>
      <VerifyReportDialog
        name={verifying}
        report={verify.data}
        failure={
          verify.isError
            ? (serverMessageOf(verify.error) ?? "The verification could not be run. Please try again.")
            : undefined
        }
        onClose={closeVerify}
      />
    </AdminPage>
  )
}

/** A write transaction that holds the log's consumers back: who it is, so an operator can end it. */
function FenceHolderNotice({ fence }: { readonly fence: FenceHolder }) {
  return (
    <Alert color="yellow" variant="light" mb="md" title="Async read models are waiting">
      A write transaction of this database has been open for {Math.round(fence.transactionSeconds)} s (backend
      pid {fence.pid}
      {fence.applicationName ? `, ${fence.applicationName}` : ""}, {fence.state}). Async read models, the
      relay and live pushes wait until it ends.
    </Alert>
  )
}

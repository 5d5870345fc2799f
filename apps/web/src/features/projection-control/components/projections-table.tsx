import type { ProjectionLag } from "@ignite/contracts"
import { Badge, Button, Group, Progress, Stack, Table, Text } from "@mantine/core"
import { formatCount } from "../../../lib/format-count"
import { buildProgress, canPause, isRebuilding, rowKey, secondsText } from "../projection-rows"

export interface ProjectionsTableProps {
  readonly rows: readonly ProjectionLag[]
  /** The log's last position, to show how far a rebuild has come. */
  readonly lastPosition: number | undefined
  /** The projection an action is being sent for, whose buttons wait. */
  readonly busy: string | undefined
  readonly onRebuild: (name: string) => void
  readonly onPause: (name: string) => void
  readonly onResume: (name: string) => void
  readonly onVerify: (name: string) => void
}

const count = formatCount

function StatusCell({ row, lastPosition }: { readonly row: ProjectionLag; readonly lastPosition?: number }) {
  if (row.status !== "building")
    return (
      <Badge color="green" variant="light">
        active
      </Badge>
    )
  const progress = buildProgress(row, lastPosition)
  return (
    <Stack gap={4} miw={120}>
      <Badge color="blue" variant="light">
        building
      </Badge>
      <Progress value={progress} size="sm" striped animated aria-label={`Rebuilding ${row.name}`} />
      <Text size="xs">{progress}%</Text>
    </Stack>
  )
}

/** Each projection's builds with their lag, and what an admin may do with each. */
export function ProjectionsTable({
  rows,
  lastPosition,
  busy,
  onRebuild,
  onPause,
  onResume,
  onVerify,
}: ProjectionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>
          Projections, their builds and lag, refreshed every few seconds. A live inline projection is written
          with the events it folds: it keeps no position of its own.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Version</Table.Th>
            <Table.Th>Mode</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Paused</Table.Th>
            <Table.Th ta="right">Events behind</Table.Th>
            <Table.Th ta="right">Seconds behind</Table.Th>
            <Table.Th ta="right">Position</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const live = row.status === "active"
            const waiting = busy === row.name
            return (
              <Table.Tr key={rowKey(row)}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.version}</Table.Td>
                <Table.Td>{row.mode}</Table.Td>
                <Table.Td>
                  <StatusCell row={row} lastPosition={lastPosition} />
                </Table.Td>
                <Table.Td>
                  {row.paused ? (
                    <Badge color="orange" variant="light">
                      paused
                    </Badge>
                  ) : (
                    "no"
                  )}
                </Table.Td>
                <Table.Td ta="right">{count(row.eventsBehind)}</Table.Td>
                <Table.Td ta="right">{secondsText(row.secondsBehind)}</Table.Td>
                <Table.Td ta="right">{row.mode === "inline" && live ? "—" : count(row.position)}</Table.Td>
                <Table.Td>
                  {live && (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={waiting || isRebuilding(rows, row.name)}
                        onClick={() => onRebuild(row.name)}
                        aria-label={`Rebuild ${row.name}`}
                      >
                        Rebuild
                      </Button>
                      {canPause(row) &&
                        (row.paused ? (
                          <Button
                            size="compact-xs"
                            variant="default"
                            loading={waiting}
                            onClick={() => onResume(row.name)}
                            aria-label={`Resume ${row.name}`}
                          >
                            Resume
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="default"
                            loading={waiting}
                            onClick={() => onPause(row.name)}
                            aria-label={`Pause ${row.name}`}
                          >
                            Pause
                          </Button>
                        ))}
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => onVerify(row.name)}
                        aria-label={`Verify ${row.name}`}
                      >
                        Verify
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

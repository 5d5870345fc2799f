import { Progress, Stack, Text } from "@mantine/core"
import { formatBytes, percentOf } from "../messages"
import type { UploadProgress as Progressed } from "../upload"

export interface UploadProgressProps {
  readonly fileName: string
  /** Null until the browser has reported the first bytes sent. */
  readonly progress: Progressed | null
}

/** The bytes of the file on their way to the server. */
export function UploadProgress({ fileName, progress }: UploadProgressProps) {
  const percent = progress ? percentOf(progress.loaded, progress.total) : 0
  return (
    <Stack gap={6}>
      <Text size="sm">
        Uploading {fileName}
        {progress && ` (${formatBytes(progress.loaded)} of ${formatBytes(progress.total)})`}
      </Text>
      <Progress value={percent} animated size="lg" aria-label={`Uploading ${fileName}`} />
    </Stack>
  )
}

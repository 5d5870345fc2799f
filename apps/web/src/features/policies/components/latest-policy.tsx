import type { PolicyKind } from "@ignite/contracts"
import { Center, Loader } from "@mantine/core"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { useNotifyOnError } from "../hooks/use-notify-on-error"
import { loadFailedMessage } from "../messages"
import { useLatestPolicy } from "../queries"
import { PolicyDocumentView } from "./policy-document-view"

/** The version in force of one policy: a spinner, the document, or the spec's failure text with a retry. */
export function LatestPolicy({ kind }: { readonly kind: PolicyKind }) {
  const policy = useLatestPolicy(kind)
  const failed = loadFailedMessage[kind]
  useNotifyOnError(policy.error, failed)
  if (policy.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading policy" />
      </Center>
    )
  if (policy.isError) return <LoadFailed message={failed} onRetry={() => void policy.refetch()} />
  return <PolicyDocumentView document={policy.data} />
}

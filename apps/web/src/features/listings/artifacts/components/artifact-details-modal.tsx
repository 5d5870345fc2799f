import { type ArtifactKind, artifactMessages, artifactNames, type ListingArtifact } from "@ignite/contracts"
import { ActionIcon, Anchor, Avatar, Badge, Group, Modal, Stack, Tabs, Text, Tooltip } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useTRPC } from "../../../../lib/trpc"
import { QueryView } from "../../../../ui/errors/query-view"
import { ExternalLink } from "../../../../ui/external-link/external-link"
import { useMinimumPending } from "../../hooks/use-minimum-pending"
import type { ListingSide } from "../../queries"
import { hasTechnologyTypes, kindOfType } from "../artifact-kinds"
import { artifactOptions } from "../queries"

/** Spec 02 §9: the modal's loader shows for about a second at least. */
export const detailsLoaderMinMs = 1000

export interface ArtifactDetailsModalProps {
  readonly listingId: string
  readonly side: ListingSide
  /** The address's `artifactType`: service, product, use case, or something this modal cannot show. */
  readonly artifactType: string
  readonly artifactId: string
  readonly onClose: () => void
  /** The pen button (owner side only). */
  readonly onEdit?: (kind: ArtifactKind, artifactId: string) => void
}

function Empty({ children }: { readonly children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="sm">
      {children}
    </Text>
  )
}

function PenIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  )
}

function ArtifactDetails({ artifact }: { readonly artifact: ListingArtifact }) {
  const one = artifactNames[artifact.kind].one
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {artifact.logo && (
          <Avatar src={artifact.logo.path} size={64} radius="sm" alt={`${artifact.name} logo`} />
        )}
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {artifact.description}
        </Text>
      </Group>
      {artifact.url && (
        <ExternalLink href={artifact.url} size="sm">
          {artifact.url}
        </ExternalLink>
      )}
      {artifact.kind === "use_case" && (artifact.startDate || artifact.endDate) && (
        <Text size="sm">
          {artifact.startDate ?? "…"} to {artifact.endDate ?? "…"}
        </Text>
      )}
      <Tabs defaultValue="attachments">
        <Tabs.List aria-label={`${artifactNames[artifact.kind].title} details`}>
          <Tabs.Tab value="attachments">Attachments</Tabs.Tab>
          <Tabs.Tab value="links">Links</Tabs.Tab>
          {hasTechnologyTypes(artifact.kind) && <Tabs.Tab value="technologyTypes">Technology Types</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="attachments" pt="sm">
          {artifact.listingArtifactAttachments.length === 0 ? (
            <Empty>{artifactMessages.attachmentsEmpty(one)}</Empty>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {artifact.listingArtifactAttachments.map((attachment) => (
                <li key={attachment.id}>
                  <Anchor href={attachment.file.path} download={attachment.file.fileName ?? true} size="sm">
                    {attachment.name}
                  </Anchor>
                  {attachment.description && (
                    <Text size="xs" c="dimmed">
                      {attachment.description}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="sm">
          {artifact.listingArtifactLinks.length === 0 ? (
            <Empty>{artifactMessages.linksEmpty(one)}</Empty>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {artifact.listingArtifactLinks.map((link) => (
                <li key={link.id}>
                  <ExternalLink href={link.url} size="sm">
                    {link.name}
                  </ExternalLink>
                  {link.description && (
                    <Text size="xs" c="dimmed">
                      {link.description}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        {hasTechnologyTypes(artifact.kind) && (
          <Tabs.Panel value="technologyTypes" pt="sm">
            {artifact.listingArtifactTechnologyTypes.length === 0 ? (
              <Empty>{artifactMessages.technologyTypesEmpty(one)}</Empty>
            ) : (
              <Group gap="xs">
                {artifact.listingArtifactTechnologyTypes.map((type) => (
                  <Badge key={type.technologyTypeId} variant="light">
                    {type.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  )
}

function LoadedModal({
  listingId,
  side,
  kind,
  artifactId,
  onClose,
  onEdit,
}: Omit<ArtifactDetailsModalProps, "artifactType"> & { readonly kind: ArtifactKind }) {
  const trpc = useTRPC()
  const artifact = useQuery(artifactOptions(trpc, side, { listingId, kind, artifactId }))
  const loading = useMinimumPending(artifact.isPending, detailsLoaderMinMs)
  const names = artifactNames[kind]
  const loaded = !loading && artifact.isSuccess ? artifact.data : undefined
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={loaded?.name ?? names.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <QueryView
        query={artifact}
        waiting={loading}
        loading={`Loading the ${names.one}`}
        failed={artifactMessages.unableToGet(names.one)}
      >
        {(details) => (
          <Stack gap="sm">
            {onEdit && (
              <Group justify="flex-end">
                <Tooltip label={`Edit ${names.one}`}>
                  <ActionIcon
                    variant="light"
                    aria-label={`Edit ${names.one}`}
                    onClick={() => onEdit(kind, artifactId)}
                  >
                    <PenIcon />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
            <ArtifactDetails artifact={details} />
          </Stack>
        )}
      </QueryView>
    </Modal>
  )
}

/** Opened from `artifactId` + `artifactType` in the address (spec 02 §2); closing clears them. */
export default function ArtifactDetailsModal(props: ArtifactDetailsModalProps) {
  const kind = kindOfType(props.artifactType)
  if (kind) return <LoadedModal {...props} kind={kind} />
  return (
    <Modal
      opened
      onClose={props.onClose}
      title="Listing artifact"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text>{artifactMessages.unsupported(props.artifactType)}</Text>
    </Modal>
  )
}

import { type ArtifactKind, artifactMessages, artifactNames, type ListingArtifact } from "@ignite/contracts"
import { Button, Center, Group, Loader, Modal, Stepper } from "@mantine/core"
import { type UseMutateFunction, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { notifyFailure } from "../../../../lib/session/notify-failure"
import { useTRPC } from "../../../../lib/trpc"
import { LoadFailed } from "../../../../ui/errors/load-failed"
import { notify } from "../../../../ui/notifications/notification-store"
import {
  artifactFormData,
  emptyArtifactForm,
  formErrorsOf,
  formValuesOf,
  stepOfField,
} from "../artifact-form"
import { useArtifactForm } from "../hooks/use-artifact-form"
import { artifactOptions, refreshAfterArtifactChange } from "../queries"
import { ArtifactRefused, type ArtifactSubmission, submitArtifact } from "../submit-artifact"
import { ArtifactStep } from "./artifact-step"
import { FilesStep } from "./files-step"
import { LinksStep } from "./links-step"

export interface ArtifactFormModalProps {
  readonly listingId: string
  readonly kind: ArtifactKind
  /** The artifact to edit; absent to create one. */
  readonly artifactId?: string
  readonly opened: boolean
  readonly onClose: () => void
  /** Reports the created or edited artifact (its id) after the success notice. */
  readonly onSubmitted?: (artifact: ListingArtifact) => void
  /** Sends the form; the REST collection by default (tests pass their own). */
  readonly submit?: (submission: ArtifactSubmission) => Promise<ListingArtifact>
}

const lastStep = 2

/** The step of the first of these paths' fields: where a check sends the user. */
const firstStepOf = (paths: readonly string[]) => Math.min(...paths.map(stepOfField))

/**
 * Create or edit a service, product or use case in three steps: the artifact, its Files, its Links (spec
 * 02 §2 "Artifact create/edit modal"). In edit mode the artifact is loaded first; the form is built once
 * it is there.
 */
export default function ArtifactFormModal({
  listingId,
  kind,
  artifactId,
  opened,
  onClose,
  onSubmitted,
  submit = submitArtifact,
}: ArtifactFormModalProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const editing = artifactId !== undefined
  const names = artifactNames[kind]
  const method = editing ? "edit" : "create"
  const existing = useQuery({
    ...artifactOptions(trpc, "owner", { listingId, kind, artifactId: artifactId ?? "" }),
    enabled: editing,
    // The form edits what the server holds now, not what a list read a while ago.
    staleTime: 0,
  })

  const send = useMutation({
    mutationFn: (body: FormData) =>
      submit({ listingId, kind, ...(artifactId !== undefined ? { artifactId } : {}), body }),
    onSuccess: async (artifact) => {
      notify({ message: artifactMessages.submitted(names.one), severity: "success" })
      onSubmitted?.(artifact)
      onClose()
      await refreshAfterArtifactChange(queryClient, trpc, listingId)
    },
    onError: (error) => notifyFailure(error, artifactMessages.unableToSubmit(method, names.one)),
  })

  const busy = send.isPending
  const title = `${editing ? "Edit" : "Create"} ${names.one}`

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
      closeOnClickOutside={!busy}
    >
      {editing && existing.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={`Loading the ${names.one}`} />
        </Center>
      ) : editing && existing.isError ? (
        <LoadFailed
          message={artifactMessages.unableToLoad(names.one)}
          onRetry={() => void existing.refetch()}
        />
      ) : (
        <ArtifactFormSteps
          kind={kind}
          artifact={existing.data}
          title={title}
          busy={busy}
          send={send.mutate}
          onCancel={onClose}
        />
      )}
    </Modal>
  )
}

interface ArtifactFormStepsProps {
  readonly kind: ArtifactKind
  /** The artifact as loaded for editing; absent to create one. */
  readonly artifact: ListingArtifact | undefined
  readonly title: string
  readonly busy: boolean
  readonly send: UseMutateFunction<ListingArtifact, Error, FormData>
  readonly onCancel: () => void
}

/** The three steps over one form; each step's fields are checked before the next step opens. */
function ArtifactFormSteps({ kind, artifact, title, busy, send, onCancel }: ArtifactFormStepsProps) {
  const [initial] = useState(() => (artifact ? formValuesOf(artifact) : emptyArtifactForm))
  // the technology types the artifact had: the ones unchosen are sent to be removed
  const [technologyTypesBefore] = useState(
    () => artifact?.listingArtifactTechnologyTypes.map((type) => type.technologyTypeId) ?? [],
  )
  const form = useArtifactForm(kind, initial)
  const [active, setActive] = useState(0)
  const [cropping, setCropping] = useState(false)

  /** Checks the step's fields only: later steps say nothing until they are reached. */
  const next = () => {
    const mine = Object.keys(form.errors).filter((path) => stepOfField(path) === active)
    form.touch(...mine)
    if (mine.length === 0) setActive((step) => Math.min(step + 1, lastStep))
  }

  const submitForm = form.onSubmit((values) =>
    send(artifactFormData(kind, values, technologyTypesBefore), {
      onError: (error) => {
        if (!(error instanceof ArtifactRefused) || error.details.length === 0) return
        const errors = formErrorsOf(error.details)
        form.refuse(values, errors)
        setActive(firstStepOf(Object.keys(errors)))
      },
    }),
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (active < lastStep) {
      event.preventDefault()
      next()
      return
    }
    submitForm(event)
    if (!form.isValid) setActive(firstStepOf(Object.keys(form.errors)))
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stepper
        active={active}
        onStepClick={(step) => step < active && setActive(step)}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label={artifactNames[kind].title}>
          <ArtifactStep
            form={form}
            kind={kind}
            busy={busy}
            currentLogo={artifact?.logo?.path ?? null}
            onCroppingChange={setCropping}
          />
        </Stepper.Step>
        <Stepper.Step label="Files">
          <FilesStep form={form} busy={busy} />
        </Stepper.Step>
        <Stepper.Step label="Links">
          <LinksStep form={form} busy={busy} />
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Group gap="xs">
          {active > 0 && (
            <Button variant="default" onClick={() => setActive((step) => step - 1)} disabled={busy}>
              Back
            </Button>
          )}
          {active < lastStep ? (
            <Button key="next" type="button" onClick={next} disabled={busy || cropping}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={busy} disabled={cropping}>
              Submit
            </Button>
          )}
        </Group>
      </Group>
    </form>
  )
}

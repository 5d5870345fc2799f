import { type ArtifactKind, artifactMessages, artifactNames, type ListingArtifact } from "@ignite/contracts"
import { Button, Center, Group, Loader, Modal, Stepper } from "@mantine/core"
import { type FormErrors, type UseFormReturnType, useForm } from "@mantine/form"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { notifyFailure } from "../../../../lib/session/notify-failure"
import { useTRPC } from "../../../../lib/trpc"
import { LoadFailed } from "../../../../ui/errors/load-failed"
import { notify } from "../../../../ui/notifications/notification-store"
import {
  type ArtifactFormValues,
  artifactFormData,
  artifactFormRules,
  emptyArtifactForm,
  formErrorsOf,
  formValuesOf,
  stepOfField,
} from "../artifact-form"
import { artifactOptions, refreshAfterArtifactChange } from "../queries"
import { ArtifactRefused, type ArtifactSubmission, submitArtifact } from "../submit-artifact"
import { ArtifactStep } from "./artifact-step"
import { FilesStep } from "./files-step"
import { LinksStep } from "./links-step"

export type ArtifactForm = UseFormReturnType<ArtifactFormValues>

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

/** The problems of the fields one step holds. */
const errorsOfStep = (errors: FormErrors, step: number): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step))

/**
 * Create or edit a service, product or use case in three steps: the artifact, its Files, its Links (spec
 * 02 §2 "Artifact create/edit modal"). In edit mode the artifact is loaded first.
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
  const form = useForm<ArtifactFormValues>({
    mode: "controlled",
    initialValues: emptyArtifactForm,
    validate: artifactFormRules(kind),
  })
  const [active, setActive] = useState(0)
  const [cropping, setCropping] = useState(false)
  const technologyTypesBefore = useRef<readonly string[]>([])

  useEffect(() => {
    if (!existing.data || form.initialized) return
    technologyTypesBefore.current = existing.data.listingArtifactTechnologyTypes.map(
      (type) => type.technologyTypeId,
    )
    form.initialize(formValuesOf(existing.data))
  }, [existing.data, form])

  const send = useMutation({
    mutationFn: (values: ArtifactFormValues) =>
      submit({
        listingId,
        kind,
        ...(artifactId !== undefined ? { artifactId } : {}),
        body: artifactFormData(kind, values, technologyTypesBefore.current),
      }),
    onSuccess: async (artifact) => {
      notify({ message: artifactMessages.submitted(names.one), severity: "success" })
      onSubmitted?.(artifact)
      onClose()
      await refreshAfterArtifactChange(queryClient, trpc, listingId)
    },
    onError: (error) => {
      if (error instanceof ArtifactRefused && error.details.length > 0) {
        const errors = formErrorsOf(error.details)
        form.setErrors(errors)
        setActive(Math.min(...Object.keys(errors).map(stepOfField)))
      }
      notifyFailure(error, artifactMessages.unableToSubmit(method, names.one))
    },
  })

  /** Checks the step's fields only: later steps say nothing until they are reached. */
  const next = () => {
    const { errors } = form.validate()
    const mine = errorsOfStep(errors, active)
    form.setErrors(mine)
    if (Object.keys(mine).length === 0) setActive((step) => Math.min(step + 1, lastStep))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (active < lastStep) {
      next()
      return
    }
    const { hasErrors, errors } = form.validate()
    if (hasErrors) {
      setActive(Math.min(...Object.keys(errors).map(stepOfField)))
      return
    }
    send.mutate(form.getValues())
  }

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
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stepper
            active={active}
            onStepClick={(step) => step < active && setActive(step)}
            allowNextStepsSelect={false}
            size="sm"
          >
            <Stepper.Step label={names.title}>
              <ArtifactStep
                form={form}
                kind={kind}
                busy={busy}
                currentLogo={existing.data?.logo?.path ?? null}
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
            <Button variant="default" onClick={onClose} disabled={busy}>
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
      )}
    </Modal>
  )
}

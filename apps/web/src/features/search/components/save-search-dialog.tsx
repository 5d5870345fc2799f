import { searchMessages } from "@ignite/contracts/texts"
import { Alert, Modal, Stack, Switch, TextInput } from "@mantine/core"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { isAuthError } from "../../../lib/auth-errors"
import { type FieldErrors, useForm } from "../../../lib/use-form"
import { FormActions } from "../../../ui/forms/form-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { useSaveSearch } from "../queries"

export interface SaveSearchDialogProps {
  readonly opened: boolean
  readonly onClose: () => void
  /** The search's query string, as the address holds its filters. */
  readonly query: string
}

const initial = { name: "" }
const validate = ({ name }: typeof initial): FieldErrors<typeof initial> => {
  const length = name.trim().length
  return length < 2 || length > 100 ? { name: searchMessages.nameLength } : {}
}

/**
 * Saves the search in the address under a name (its alerts on unless turned off); the saved searches page
 * opens it back into the search with the same query string.
 */
export function SaveSearchDialog({ opened, onClose, query }: SaveSearchDialogProps) {
  const save = useSaveSearch()
  const form = useForm(initial, validate)
  const [alertsEnabled, setAlertsEnabled] = useState(true)
  const close = () => {
    form.reset()
    save.reset()
    setAlertsEnabled(true)
    onClose()
  }
  const failure =
    save.isError && !isAuthError(save.error)
      ? (serverMessageOf(save.error) ?? "The search could not be saved. Please try again.")
      : null

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Save search"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
    >
      <form
        aria-label="Save search"
        onSubmit={form.onSubmit(({ name }) =>
          save.mutate(
            { name: name.trim(), query, alertsEnabled },
            {
              onSuccess: (saved) => {
                notify({ message: searchMessages.saved(saved.name), severity: "success" })
                close()
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput label="Name" required maxLength={100} data-autofocus {...form.field("name")} />
          <Switch
            label="Alerts"
            description="Tell me when a storefront newly matches this search"
            checked={alertsEnabled}
            onChange={(event) => setAlertsEnabled(event.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <FormActions submitLabel="Save" onCancel={close} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  )
}

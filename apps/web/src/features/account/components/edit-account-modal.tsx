import { type Account, UpdateAccountInput } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { Modal, Stack, TextInput } from "@mantine/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { fieldErrorsOf, fieldIssuesOf } from "../../../lib/field-issues"
import { schemaFieldErrors } from "../../../lib/schema-errors"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useAfterSave } from "../../../lib/session/use-after-save"
import { useTRPC } from "../../../lib/trpc"
import { type FieldErrors, useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { FormActions } from "../../../ui/forms/form-actions"

interface AccountValues extends Record<string, string> {
  name: string
}

/** Spec 01 §5: an account name of at least 2 ('Must be a minimum of 2 characters'). */
const validateAccount = (values: AccountValues) =>
  schemaFieldErrors(UpdateAccountInput, values) as FieldErrors<AccountValues>

export interface EditAccountModalProps {
  readonly account: Account
  readonly opened: boolean
  readonly onClose: () => void
}

/** Spec 01 §2 Account page menu, "Edit Account" (role `ignite`): the name; the Unique Entity Id is read-only. */
export function EditAccountModal({ account, opened, onClose }: EditAccountModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Account" centered>
      <EditAccountForm account={account} onDone={onClose} />
    </Modal>
  )
}

function EditAccountForm({ account, onDone }: { readonly account: Account; readonly onDone: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const afterSave = useAfterSave()
  const [initial] = useState<AccountValues>(() => ({ name: account.name }))
  const form = useForm(initial, validateAccount)
  const refused = useRefusedFields<AccountValues>()
  const update = useMutation({
    ...trpc.accounts.update.mutationOptions(),
    // Spec 01 §4: about 500 ms after the save, a new salt, then the form completes.
    onSuccess: async (updated) => {
      queryClient.setQueryData(trpc.accounts.current.queryKey(), updated)
      await afterSave(accountMessages.accountUpdated, onDone)
    },
    onError: (error, sent) => {
      refused.refuse(sent, fieldErrorsOf(fieldIssuesOf(error), ["name"]))
      notifyFailure(error, accountMessages.accountUpdateFailed)
    },
  })
  const name = form.field("name")

  return (
    <form
      noValidate
      aria-label="Edit account"
      onSubmit={form.onSubmit((values) => update.mutate({ name: values.name.trim() }))}
    >
      <Stack gap="md">
        <TextInput
          label="Account Name"
          required
          data-autofocus
          disabled={update.isPending}
          {...name}
          error={name.error ?? refused.errorOf("name", form.values.name.trim())}
        />
        <TextInput
          label="Unique Entity Id"
          description="The id your company has in the government registry; it cannot be changed."
          value={account.uniqueEntityId}
          readOnly
        />
        <FormActions
          submitLabel="Save Account"
          onCancel={onDone}
          pending={update.isPending}
          blocked={!form.isValid}
        />
      </Stack>
    </form>
  )
}

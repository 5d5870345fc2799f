import type { CurrentUser, GovUser } from "@ignite/contracts"
import { profileMessages } from "@ignite/contracts/texts"
import { Center, Divider, Loader, Stack } from "@mantine/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { useStoreCurrentUser } from "../../../lib/session/current-user"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useAfterSave } from "../../../lib/session/use-after-save"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { FormActions } from "../../../ui/forms/form-actions"
import { ProfileFields } from "../../../ui/profile-form/profile-fields"
import { profileValuesOf, toProfileSubmission } from "../../../ui/profile-form/profile-form"
import { useProfileForm } from "../../../ui/profile-form/use-profile-form"
import {
  type GovProfileValues,
  govProfileErrorsOf,
  govProfileValuesOf,
  toGovProfileSubmission,
  validateGovProfile,
} from "../gov-profile-form"
import { GovProfileFields } from "./gov-profile-fields"

/** Edit Profile for role gov (spec 01 §5): names, title, time zone and the government profile, saved together. */
export function GovEditProfileForm({
  user,
  onDone,
}: {
  readonly user: CurrentUser
  readonly onDone: () => void
}) {
  const trpc = useTRPC()
  const own = useQuery(trpc.govUsers.get.queryOptions({ id: user.id }))
  if (own.isPending)
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading your profile" />
      </Center>
    )
  if (own.isError)
    return <LoadFailed message={profileMessages.loadFailed} onRetry={() => void own.refetch()} />
  return <GovEditForm user={user} gov={own.data as GovUser} onDone={onDone} />
}

function GovEditForm({ user, gov, onDone }: { user: CurrentUser; gov: GovUser; onDone: () => void }) {
  const client = useTRPCClient()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const storeUser = useStoreCurrentUser()
  const afterSave = useAfterSave()
  const [initial] = useState(() => profileValuesOf(user))
  const form = useProfileForm(initial, true)
  const [values, setValues] = useState<GovProfileValues>(() => govProfileValuesOf(gov))
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof govProfileErrorsOf>>({})

  const save = useMutation({
    mutationFn: async () => {
      const { govUserOrganizationId, technologyTypes, ...rest } = toGovProfileSubmission(values)
      const updated = await client.govUsers.updateProfile.mutate({
        ...toProfileSubmission(form.values, true),
        technologyTypes,
        govUserExtendedDataAttributes: { govUserOrganizationId, ...rest },
      })
      queryClient.setQueryData(trpc.govUsers.get.queryKey({ id: user.id }), updated)
      storeUser(await client.users.me.query())
    },
    onSuccess: () => afterSave(profileMessages.updated, onDone),
    onError: (error) => {
      const issues = fieldIssuesOf(error)
      setServerErrors(govProfileErrorsOf(issues))
      form.showServerIssues(issues)
      notifyFailure(error, profileMessages.updateFailed)
    },
  })
  const busy = save.isPending
  const errors = { ...(submitted ? validateGovProfile(values) : {}), ...serverErrors }

  return (
    <form
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        setServerErrors({})
        if (!form.isValid || busy || Object.keys(validateGovProfile(values)).length > 0) return
        save.mutate()
      }}
    >
      <Stack gap="md">
        <ProfileFields form={form} government busy={busy} />
        <Divider />
        <GovProfileFields
          values={values}
          onChange={setValues}
          errors={errors}
          busy={busy}
          organizationLabel={gov.govUserExtendedData.govUserOrganization?.longName}
        />
        <FormActions submitLabel="Save Profile" onCancel={onDone} pending={busy} blocked={!form.isValid} />
      </Stack>
    </form>
  )
}

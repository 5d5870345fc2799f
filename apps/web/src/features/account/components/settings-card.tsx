import type { CurrentUser, UserSettings } from "@ignite/contracts"
import { identityMessages } from "@ignite/contracts/texts"
import { Card, Center, Divider, Loader, Stack, Switch, Text, Title } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import type { ChangeEvent, ReactNode } from "react"
import { useStoreCurrentUser } from "../../../lib/session/current-user"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { isGovernmentUser } from "../../../ui/profile-form/profile-form"
import { useUserSettings } from "../queries"

type SettingsChange = {
  readonly govUserSettingAttributes?: { readonly allowMessageRequests: boolean }
  readonly userAppNotificationSettingAttributes?: { readonly newChatMessage: boolean }
  readonly userEmailNotificationSettingAttributes?: { readonly newChatMessage: boolean }
}

/** Each switch: the change it sends, that change's value while on its way, and the stored value. */
const settingSwitches = {
  allowMessageRequests: {
    change: (on: boolean): SettingsChange => ({ govUserSettingAttributes: { allowMessageRequests: on } }),
    sent: (change?: SettingsChange) => change?.govUserSettingAttributes?.allowMessageRequests,
    stored: (settings: UserSettings) => settings.govUserSetting?.allowMessageRequests ?? true,
  },
  inApp: {
    change: (on: boolean): SettingsChange => ({
      userAppNotificationSettingAttributes: { newChatMessage: on },
    }),
    sent: (change?: SettingsChange) => change?.userAppNotificationSettingAttributes?.newChatMessage,
    stored: (settings: UserSettings) => settings.userAppNotificationSetting.newChatMessage,
  },
  byEmail: {
    change: (on: boolean): SettingsChange => ({
      userEmailNotificationSettingAttributes: { newChatMessage: on },
    }),
    sent: (change?: SettingsChange) => change?.userEmailNotificationSettingAttributes?.newChatMessage,
    stored: (settings: UserSettings) => settings.userEmailNotificationSetting.newChatMessage,
  },
}

/**
 * Spec 01 §2 Settings card: Privacy (government users) and Notifications (everyone). `matchDigest`: the
 * weekly digest's switch (matchmaking's, composed in by the route), for the users who have matches.
 */
export function SettingsCard({
  user,
  matchDigest,
}: {
  readonly user: CurrentUser
  readonly matchDigest?: ReactNode
}) {
  const settings = useUserSettings()
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-title">
      <Title order={2} size="h4" id="settings-title" mb="md">
        Settings
      </Title>
      {settings.data ? (
        <SettingsSwitches isGov={isGovernmentUser(user)} settings={settings.data} matchDigest={matchDigest} />
      ) : settings.isError ? (
        <LoadFailed message={identityMessages.settingsLoadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading your settings" />
        </Center>
      )}
    </Card>
  )
}

function SettingsSwitches({
  isGov,
  settings,
  matchDigest,
}: {
  readonly isGov: boolean
  readonly settings: UserSettings
  readonly matchDigest?: ReactNode
}) {
  const trpc = useTRPC()
  const storeUser = useStoreCurrentUser()
  const update = useMutation({
    ...trpc.users.updateSettings.mutationOptions(),
    onSuccess: (updated) => storeUser(updated),
    onError: (error) => notifyFailure(error, identityMessages.settingsUpdateFailed),
  })
  // While a change is on its way the switch shows it; a failure puts the stored value back.
  const pending: SettingsChange | undefined = update.isPending ? update.variables : undefined
  const switchOf = (setting: keyof typeof settingSwitches) => ({
    checked: settingSwitches[setting].sent(pending) ?? settingSwitches[setting].stored(settings),
    disabled: update.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update.mutate(settingSwitches[setting].change(event.currentTarget.checked)),
  })

  return (
    <Stack gap="lg">
      {isGov && (
        <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={600} p={0}>
            Privacy
          </Text>
          <Switch
            label="Allow New Company Messages"
            description="Companies that have not written to you before can start a conversation."
            {...switchOf("allowMessageRequests")}
          />
        </Stack>
      )}
      {isGov && <Divider />}
      <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} p={0}>
          Notifications
        </Text>
        <Text size="sm" c="dimmed">
          New chat messages
        </Text>
        <Switch label="In the app" {...switchOf("inApp")} />
        <Switch label="By email" {...switchOf("byEmail")} />
        {matchDigest && (
          <>
            <Text size="sm" c="dimmed" mt="xs">
              New matches
            </Text>
            {matchDigest}
          </>
        )}
      </Stack>
    </Stack>
  )
}

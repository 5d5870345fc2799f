import { identityMessages } from "@ignite/contracts/texts"
import { Button, Group, Menu, SimpleGrid, Stack, Title } from "@mantine/core"
import { type ComponentType, useState } from "react"
import { companyAccountId } from "../../../lib/session/company-user"
import { useCurrentUser } from "../../../lib/session/current-user"
import { QueryView } from "../../../ui/errors/query-view"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { isGovernmentUser } from "../../../ui/profile-form/profile-form"
import { UserDetailsCard } from "../../../ui/user-details/user-details-card"
import type { GovernmentProfile } from "../government-profile"
import { useCurrentAccount } from "../queries"
import { AccountCard } from "./account-card"
import { ChangeEmailModal } from "./change-email-modal"
import { ChangePasswordModal } from "./change-password-modal"
import { EditAccountModal } from "./edit-account-modal"
import { EditProfileModal } from "./edit-profile-modal"
import { SettingsCard } from "./settings-card"

type OpenModal = "profile" | "email" | "password" | "account" | null

/**
 * The signed-in user's account page (spec 01 §2 Account page), with the Settings card; company users also
 * see their company account and may edit it. `MatchDigest`: matchmaking's weekly digest switch, shown in
 * the Settings card to the users who have matches (government and company users).
 */
export function AccountPage({
  government,
  MatchDigest,
}: {
  readonly government: GovernmentProfile
  readonly MatchDigest?: ComponentType
}) {
  const me = useCurrentUser()
  const company = me.data !== undefined && companyAccountId(me.data) !== undefined
  const account = useCurrentAccount(company)
  const [open, setOpen] = useState<OpenModal>(null)
  const close = () => setOpen(null)

  return (
    <PageFrame>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Account</Title>
          <Menu position="bottom-end" width={200}>
            <Menu.Target>
              <Button variant="default" disabled={!me.data}>
                Manage account
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setOpen("profile")}>Edit Profile</Menu.Item>
              <Menu.Item onClick={() => setOpen("email")}>Change Email</Menu.Item>
              <Menu.Item onClick={() => setOpen("password")}>Change Password</Menu.Item>
              {company && (
                <Menu.Item onClick={() => setOpen("account")} disabled={!account.data}>
                  Edit Account
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <QueryView query={me} loading="Loading your account" failed={identityMessages.userDataLoadFailed}>
          {(user) => (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <UserDetailsCard user={user} />
                <SettingsCard
                  user={user}
                  matchDigest={
                    MatchDigest && (isGovernmentUser(user) || company) ? <MatchDigest /> : undefined
                  }
                />
                {isGovernmentUser(user) && <government.Cards userId={user.id} />}
                {company && (
                  <AccountCard
                    account={account.data}
                    failed={account.isError}
                    onRetry={() => void account.refetch()}
                  />
                )}
              </SimpleGrid>
              <EditProfileModal
                user={user}
                government={government}
                opened={open === "profile"}
                onClose={close}
              />
              <ChangeEmailModal user={user} opened={open === "email"} onClose={close} />
              {account.data && (
                <EditAccountModal account={account.data} opened={open === "account"} onClose={close} />
              )}
            </>
          )}
        </QueryView>
        <ChangePasswordModal opened={open === "password"} onClose={close} />
      </Stack>
    </PageFrame>
  )
}

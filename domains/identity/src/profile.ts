import type { NotificationSettingsInput, ProfileInput } from "@ignite/contracts"
import { processHeadshot } from "./headshot"
import type { IdentityContext } from "./identity-context"

/** What users say about themselves: profile, headshot, notification and privacy settings. */
export const profileSlice = (identity: IdentityContext) => {
  const { sql, run } = identity

  const updateNotificationSettings = async (
    userId: string,
    input: { appNewChatMessage?: boolean; emailNewChatMessage?: boolean; allowMessageRequests?: boolean },
  ): Promise<void> => {
    await sql.transaction((tx) => run(tx, userId, { type: "ChangeNotificationSettings", ...input }))
  }

  return {
    async updateProfile(userId: string, profile: ProfileInput): Promise<void> {
      await sql.transaction((tx) => run(tx, userId, { type: "UpdateProfile", profile }))
    },

    /** Checked by content, re-encoded square JPEG without metadata, stored, then recorded. */
    async changeHeadshot(userId: string, bytes: Uint8Array): Promise<void> {
      if (!identity.files) throw new Error("identity was created without a file store")
      const image = await processHeadshot(bytes)
      const stored = await identity.files.put("headshots", image, "jpg")
      await sql.transaction((tx) => run(tx, userId, { type: "ChangeHeadshot", path: stored.path }))
    },

    updateNotificationSettings,

    /** The settings form as the spec's PATCH /api/v1/users sends it (both transports take this shape). */
    updateSettings: (userId: string, input: NotificationSettingsInput): Promise<void> =>
      updateNotificationSettings(userId, {
        allowMessageRequests: input.govUserSettingAttributes?.allowMessageRequests,
        appNewChatMessage: input.userAppNotificationSettingAttributes?.newChatMessage,
        emailNewChatMessage: input.userEmailNotificationSettingAttributes?.newChatMessage,
      }),
  }
}

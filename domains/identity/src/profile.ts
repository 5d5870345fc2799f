import type { NotificationSettingsInput, ProfileInput } from "@ignite/contracts"
import type { Tx } from "@ignite/platform"
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

  /** A headshot checked by content, re-encoded as a square JPEG without metadata, and stored: its path. */
  const storeHeadshot = async (bytes: Uint8Array): Promise<string> => {
    if (!identity.files) throw new Error("identity was created without a file store")
    const image = await processHeadshot(bytes)
    return (await identity.files.put("headshots", image, "jpg")).path
  }

  return {
    async updateProfile(userId: string, profile: ProfileInput): Promise<void> {
      await sql.transaction((tx) => run(tx, userId, { type: "UpdateProfile", profile }))
    },

    /** The same inside the caller's transaction (a government profile saves its own stream beside it). */
    async updateProfileIn(tx: Tx, userId: string, profile: ProfileInput): Promise<void> {
      await run(tx, userId, { type: "UpdateProfile", profile })
    },

    storeHeadshot,

    /** A headshot stored for a command that failed: removed, so no file outlives a refused request. */
    discardHeadshot: async (path: string): Promise<void> => {
      await identity.files?.discard(path)
    },

    /** Checked by content, re-encoded square JPEG without metadata, stored, then recorded. */
    async changeHeadshot(userId: string, bytes: Uint8Array): Promise<void> {
      const path = await storeHeadshot(bytes)
      await sql
        .transaction((tx) => run(tx, userId, { type: "ChangeHeadshot", path }))
        .catch(async (error: unknown) => {
          await identity.files?.discard(path)
          throw error
        })
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

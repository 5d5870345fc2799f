import type { CurrentUser } from "@ignite/contracts"
import { profileMessages } from "@ignite/contracts/texts"
import { Divider, Modal, Stack } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { isAuthError } from "../../../lib/auth-errors"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { useStoreCurrentUser } from "../../../lib/session/current-user"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useAfterSave } from "../../../lib/session/use-after-save"
import { useTRPCClient } from "../../../lib/trpc"
import { FormActions } from "../../../ui/forms/form-actions"
import { ImageUploader } from "../../../ui/image-upload/components/image-uploader"
import type { CroppedImage } from "../../../ui/image-upload/crop-image"
import { processingFailedNotification } from "../../../ui/image-upload/messages"
import { notify } from "../../../ui/notifications/notification-store"
import { ProfileFields } from "../../../ui/profile-form/profile-fields"
import {
  isGovernmentUser,
  type ProfileSubmission,
  profileValuesOf,
  toProfileSubmission,
} from "../../../ui/profile-form/profile-form"
import { useProfileForm } from "../../../ui/profile-form/use-profile-form"
import type { GovernmentProfile } from "../government-profile"

export interface EditProfileModalProps {
  readonly user: CurrentUser
  readonly government: GovernmentProfile
  readonly opened: boolean
  readonly onClose: () => void
}

/** Spec 01 §2 Account page menu, "Edit Profile". The form is built afresh from the user at every opening. */
export function EditProfileModal({ user, government, opened, onClose }: EditProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" size="lg" centered>
      {isGovernmentUser(user) ? (
        <government.EditForm user={user} onDone={onClose} />
      ) : (
        <EditProfileForm user={user} onDone={onClose} />
      )}
    </Modal>
  )
}

interface SaveRequest {
  readonly profile: ProfileSubmission
  readonly headshot: CroppedImage | null
}

function EditProfileForm({ user, onDone }: { readonly user: CurrentUser; readonly onDone: () => void }) {
  const client = useTRPCClient()
  const storeUser = useStoreCurrentUser()
  const afterSave = useAfterSave()
  const government = isGovernmentUser(user)
  const [initial] = useState(() => profileValuesOf(user))
  const form = useProfileForm(initial, government)
  const [headshot, setHeadshot] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState(false)
  // Which call failed decides the message: the profile's, or the picture's (saved after the profile).
  const stage = useRef<"profile" | "headshot">("profile")

  const save = useMutation({
    mutationFn: async ({ profile, headshot }: SaveRequest) => {
      stage.current = "profile"
      const updated = await client.users.updateProfile.mutate(profile)
      storeUser(updated)
      if (!headshot) return updated
      stage.current = "headshot"
      const withHeadshot = await client.users.uploadHeadshot.mutate({ image: headshot.dataUrl })
      storeUser(withHeadshot)
      return withHeadshot
    },
    // Spec 01 §4: about 500 ms after the save, a new salt, then the form completes.
    onSuccess: () => afterSave(profileMessages.updated, onDone),
    // Spec 01 §8: the spec's texts, not the server's; the server's field problems go under the fields.
    onError: (error) => {
      if (stage.current === "profile") {
        form.showServerIssues(fieldIssuesOf(error))
        notifyFailure(error, profileMessages.updateFailed)
      } else if (!isAuthError(error)) notify(processingFailedNotification)
    },
  })
  const busy = save.isPending

  return (
    <form
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.isValid || cropping || busy) return
        form.showServerIssues([])
        save.mutate({ profile: toProfileSubmission(form.values, government), headshot })
      }}
    >
      <Stack gap="md">
        <ImageUploader
          label="Headshot"
          currentImageUrl={user.headshot?.path}
          placeholderName={`${user.firstName} ${user.lastName}`}
          onChange={setHeadshot}
          onCroppingChange={setCropping}
          disabled={busy}
        />
        <Divider />
        <ProfileFields form={form} government={government} busy={busy} />
        <FormActions
          submitLabel="Save Profile"
          onCancel={onDone}
          pending={busy}
          blocked={!form.isValid || cropping}
        />
      </Stack>
    </form>
  )
}

import { FormSection } from "../forms/form-section"
import { ImageUploader } from "../image-upload/components/image-uploader"
import type { CroppedImage } from "../image-upload/crop-image"
import { ProfileFields } from "./profile-fields"
import type { useProfileForm } from "./use-profile-form"

export interface SignUpUserSectionProps {
  readonly form: ReturnType<typeof useProfileForm>
  readonly government: boolean
  readonly busy: boolean
  readonly onHeadshotChange: (image: CroppedImage | null) => void
  readonly onCroppingChange: (cropping: boolean) => void
}

/**
 * "Your User" of every sign-up (claim, invite, government; spec 01 §5): an optional headshot, shown by the
 * names typed so far until one is chosen, and the profile's fields.
 */
export function SignUpUserSection({
  form,
  government,
  busy,
  onHeadshotChange,
  onCroppingChange,
}: SignUpUserSectionProps) {
  return (
    <FormSection title="Your User">
      <ImageUploader
        label="Headshot (optional)"
        placeholderName={`${form.values.firstName} ${form.values.lastName}`}
        onChange={onHeadshotChange}
        onCroppingChange={onCroppingChange}
        disabled={busy}
      />
      <ProfileFields form={form} government={government} busy={busy} />
    </FormSection>
  )
}

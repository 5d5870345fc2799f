import { timeZones } from "@ignite/contracts"
import { profileMessages } from "@ignite/contracts/texts"
import { Alert, Group, List, Select, SimpleGrid, TextInput } from "@mantine/core"
import type { ProfileField } from "./profile-form"
import { SocialAccountsField } from "./social-accounts-field"
import type { useProfileForm } from "./use-profile-form"

const timeZoneOptions = timeZones.map((zone) => ({ value: zone.id, label: zone.label }))

export interface ProfileFieldsProps {
  readonly form: ReturnType<typeof useProfileForm>
  readonly government: boolean
  readonly busy: boolean
}

/**
 * The profile's fields (spec 01 §5 "Profile (non-government)"): names, title, phones, time zone and social
 * accounts, as Edit Profile and the claim and invite sign-ups ask for them. Government users keep names,
 * title and time zone only.
 */
export function ProfileFields({ form, government, busy }: ProfileFieldsProps) {
  const text = (name: ProfileField) => {
    const { onChange, ...props } = form.field(name)
    return {
      ...props,
      onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    }
  }
  const timezone = form.field("timezone")

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          disabled={busy}
          {...text("firstName")}
        />
        <TextInput
          label="Last Name"
          autoComplete="family-name"
          required
          disabled={busy}
          {...text("lastName")}
        />
      </SimpleGrid>
      <TextInput
        label="Title"
        autoComplete="organization-title"
        required
        disabled={busy}
        {...text("title")}
      />
      {government ? (
        <Alert role="note" variant="light" color="blue">
          {profileMessages.govNoPhones}
        </Alert>
      ) : (
        <>
          <TextInput
            label="Cell Phone"
            type="tel"
            autoComplete="tel"
            required
            disabled={busy}
            {...text("cellPhone")}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Work Phone"
              type="tel"
              autoComplete="tel-national"
              disabled={busy}
              {...text("workPhone")}
            />
            <TextInput label="Ext." maw={120} disabled={busy} {...text("workPhoneExt")} />
          </Group>
        </>
      )}
      <Select
        label="Time Zone"
        placeholder="Select a time zone"
        data={timeZoneOptions}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No matching time zone"
        required
        disabled={busy}
        value={timezone.value || null}
        onChange={(value) => timezone.onChange(value ?? "")}
        onBlur={timezone.onBlur}
        error={timezone.error}
      />
      {!government && (
        <SocialAccountsField
          rows={form.values.socialAccounts}
          errorOf={form.socialError}
          onAdd={form.addSocial}
          onRemove={form.removeSocial}
          onChange={form.updateSocial}
          onBlur={form.touchSocial}
          disabled={busy}
        />
      )}
      {form.unplacedServerIssues.length > 0 && (
        <Alert role="note" variant="light" color="red">
          <List size="sm">
            {form.unplacedServerIssues.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  )
}

import { profileMessages } from "@ignite/contracts/texts"
import { Button, CloseButton, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core"
import { selectOptions } from "../forms/select-options"
import type { SocialRow } from "./profile-form"
import { visibleSocialRows } from "./profile-form"
import { useSocialMediaTypes } from "./use-social-media-types"

export interface SocialAccountsFieldProps {
  readonly rows: readonly SocialRow[]
  readonly errorOf: (row: SocialRow) => string | undefined
  readonly onAdd: () => void
  readonly onRemove: (key: string) => void
  readonly onChange: (
    key: string,
    change: Partial<Pick<SocialRow, "socialMediaTypeId" | "identifier">>,
  ) => void
  readonly onBlur: (key: string) => void
  readonly disabled?: boolean
  /** What the screen says when the social media types cannot be loaded (spec 02 §8). */
  readonly loadFailedMessage?: string
}

/** Social media accounts: add and remove rows; each row is a type and a handle or address. */
export function SocialAccountsField({
  rows,
  errorOf,
  onAdd,
  onRemove,
  onChange,
  onBlur,
  disabled = false,
  loadFailedMessage = profileMessages.socialMediaTypesFailed,
}: SocialAccountsFieldProps) {
  const typeOptions = selectOptions(useSocialMediaTypes(loadFailedMessage))
  const visible = visibleSocialRows(rows)
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={500}>
          Social Media Accounts
        </Text>
      }
      variant="unstyled"
      disabled={disabled}
    >
      <Stack gap="xs">
        {visible.length === 0 && (
          <Text size="sm" c="dimmed">
            No social media accounts yet.
          </Text>
        )}
        {visible.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap" data-testid="social-account-row">
            <NativeSelect
              aria-label={`Social media type ${index + 1}`}
              data={typeOptions}
              value={row.socialMediaTypeId}
              onChange={(event) => onChange(row.key, { socialMediaTypeId: event.currentTarget.value })}
              w={140}
            />
            <TextInput
              aria-label={`Social media account ${index + 1}`}
              placeholder="Handle or profile address"
              value={row.identifier}
              onChange={(event) => onChange(row.key, { identifier: event.currentTarget.value })}
              onBlur={() => onBlur(row.key)}
              error={errorOf(row)}
              style={{ flex: 1 }}
            />
            <CloseButton
              aria-label={`Remove social media account ${index + 1}`}
              onClick={() => onRemove(row.key)}
              mt={6}
            />
          </Group>
        ))}
        <Group>
          <Button variant="subtle" size="xs" onClick={onAdd}>
            Add social media account
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}

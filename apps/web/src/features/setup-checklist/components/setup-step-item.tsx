import { setupMessages } from "@ignite/contracts/texts"
import { Badge, Button, CheckIcon, Group, Stack, Text, ThemeIcon } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import type { SetupStepKey } from "../setup-steps"

export interface SetupStepItemProps {
  readonly step: SetupStepKey
  readonly position: number
  readonly done: boolean
  /** The account's storefront, where the storefront's steps are taken; none, and they offer no way there. */
  readonly listingId: string | null
}

/** Where each step is taken: the storefront form, the Users page, the listing view's status bar. */
function StepAction({ step, listingId }: { readonly step: SetupStepKey; readonly listingId: string | null }) {
  const label = setupMessages.steps[step].action
  if (step === "invite")
    return (
      <Button size="xs" variant="light" renderRoot={(props) => <Link to="/users" {...props} />}>
        {label}
      </Button>
    )
  if (listingId === null) return null
  return step === "publish" ? (
    <Button
      size="xs"
      variant="light"
      renderRoot={(props) => <Link to="/ignite/listings/$id" params={{ id: listingId }} {...props} />}
    >
      {label}
    </Button>
  ) : (
    <Button
      size="xs"
      variant="light"
      renderRoot={(props) => <Link to="/storefront/$id/edit" params={{ id: listingId }} {...props} />}
    >
      {label}
    </Button>
  )
}

/** One step: its number or a tick, what it asks, whether it is done (in words, not only the tick). */
export function SetupStepItem({ step, position, done, listingId }: SetupStepItemProps) {
  const { label, hint } = setupMessages.steps[step]
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-step={step} data-done={done}>
      <ThemeIcon
        radius="xl"
        size="md"
        color={done ? "green" : "gray"}
        variant={done ? "filled" : "light"}
        aria-hidden
      >
        {done ? <CheckIcon size={12} /> : <Text size="xs">{position}</Text>}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fw={600} td={done ? "line-through" : undefined}>
            {label}
          </Text>
          <Badge size="sm" variant="light" color={done ? "green" : "gray"}>
            {done ? setupMessages.done : setupMessages.toDo}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      {!done && <StepAction step={step} listingId={listingId} />}
    </Group>
  )
}

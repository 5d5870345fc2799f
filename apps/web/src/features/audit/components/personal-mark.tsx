import type { AuditPersonal } from "@ignite/contracts"
import { Badge, Button } from "@mantine/core"
import { minuteText } from "../local-time"
import { useOpenReveals } from "../queries"

export interface PersonalMarkProps {
  readonly personal: AuditPersonal
  /** Opens the reveal dialog for the subject. */
  readonly onReveal: (subject: string) => void
}

/**
 * Whether an event's personal data shows: hidden with a way to reveal it, erased for good (the person was
 * forgotten), or revealed to this reader, until when if this tab asked.
 */
export function PersonalMark({ personal, onReveal }: PersonalMarkProps) {
  const open = useOpenReveals()
  if (personal.state === "erased")
    return (
      <Badge
        color="gray"
        variant="outline"
        tt="none"
        title="This person was forgotten: their personal data is gone"
      >
        Erased
      </Badge>
    )
  if (personal.state === "shown") {
    const until = open[personal.subject]
    return (
      <Badge color="teal" variant="light" tt="none">
        {until ? `Revealed until ${minuteText(until)}` : "Revealed"}
      </Badge>
    )
  }
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="orange"
      onClick={() => onReveal(personal.subject)}
      aria-label={`Hidden — reveal the personal data of ${personal.subject}`}
    >
      Hidden — reveal
    </Button>
  )
}

/** A personal field's value in place: what the reader does not see says why. */
export function HiddenValue({ visibility }: { readonly visibility: "masked" | "erased" }) {
  return (
    <Badge color={visibility === "erased" ? "gray" : "orange"} variant="outline" tt="none">
      {visibility === "erased" ? "erased" : "personal data hidden"}
    </Badge>
  )
}

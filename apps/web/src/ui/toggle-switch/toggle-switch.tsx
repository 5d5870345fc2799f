import { type ReactNode, useId } from "react"
import classes from "./toggle-switch.module.css"

interface ToggleSwitchProps {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  /** A line under the label, read out with the switch. */
  readonly description?: ReactNode
  /** Why the last change failed, under the label, read out with the switch. */
  readonly error?: ReactNode
  readonly disabled?: boolean
  readonly className?: string
}

/**
 * An on/off switch for a page's first view: a native checkbox with the switch role, drawn with CSS in Mantine's
 * colours and sizes. Mantine's `Switch` costs about 2.4 kB gzip of script with the input kit it pulls in; screens
 * that load later (dialogs, settings) keep using it.
 */
export function ToggleSwitch({
  label,
  checked,
  onChange,
  description,
  error,
  disabled,
  className,
}: ToggleSwitchProps) {
  const id = useId()
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      data-disabled={disabled || undefined}
    >
      <label className={classes.body} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={classes.input}
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={classes.track} aria-hidden="true">
          <span className={classes.thumb} />
        </span>
        <span>{label}</span>
      </label>
      {description && (
        <div id={descriptionId} className={classes.description}>
          {description}
        </div>
      )}
      {error && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </div>
  )
}

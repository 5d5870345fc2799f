import { ActionIcon, Button, Group, Input, Paper, Popover, Stack, TextInput, Tooltip } from "@mantine/core"
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import { type ReactNode, useEffect, useId, useState } from "react"
import classes from "./rich-text-editor.module.css"

export interface RichTextEditorProps {
  readonly label: string
  /** HTML; the server sanitizes whatever it is sent, this editor only produces what it allows. */
  readonly value: string
  readonly onChange: (html: string) => void
  readonly onBlur?: () => void
  readonly error?: ReactNode
  readonly description?: ReactNode
  readonly required?: boolean
  readonly disabled?: boolean
  /** Names the editable area for tests and labels (`data-testid`). */
  readonly testId?: string
}

/*
 * Only the marks and blocks the server keeps (platform/src/rich-text/sanitize.ts: p, br, strong, em, u, s,
 * lists, links, h1-h4, blockquote): offering code or rules would show formatting that vanishes on save.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["http", "https", "mailto"],
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
    },
  }),
]

const isSafeHref = (href: string) => /^(https?:|mailto:)/i.test(href.trim())

/** Outline icons (paths from Tabler Icons, MIT): glyphs a system font may lack would show as boxes. */
function Icon({ path }: { readonly path: string }) {
  return (
    <svg
      aria-hidden
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  )
}

const icons = {
  bulletList: "M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01",
  numberedList: "M11 6h9M11 12h9M12 18h8M4 16a2 2 0 1 1 4 0c0 .591-.5 1-1 1.5l-3 2.5h4M6 10V4l-2 2",
  quote:
    "M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.667-1.333 4.333-4 5M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.667-1.333 4.333-4 5",
  link: "M9 15l6-6M11 6l.463-.536a5 5 0 0 1 7.071 7.072l-.534.464M13 18l-.397.534a5.068 5.068 0 0 1-7.127 0 4.972 4.972 0 0 1 0-7.071l.524-.463",
} as const

interface MarkButton {
  readonly label: string
  readonly glyph: ReactNode
  readonly active: (editor: Editor) => boolean
  readonly run: (editor: Editor) => void
}

const buttons: readonly MarkButton[] = [
  {
    label: "Bold",
    glyph: "B",
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    glyph: "I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Underline",
    glyph: "U",
    active: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: "Strikethrough",
    glyph: "S",
    active: (e) => e.isActive("strike"),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: "Heading",
    glyph: "H",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Bulleted list",
    glyph: <Icon path={icons.bulletList} />,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    glyph: <Icon path={icons.numberedList} />,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    glyph: <Icon path={icons.quote} />,
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
]

function LinkControl({ editor, disabled }: { readonly editor: Editor; readonly disabled: boolean }) {
  const [opened, setOpened] = useState(false)
  const [href, setHref] = useState("")
  const active = useEditorState({ editor, selector: ({ editor }) => editor.isActive("link") })
  const open = () => {
    setHref((editor.getAttributes("link").href as string | undefined) ?? "https://")
    setOpened(true)
  }
  const apply = () => {
    if (isSafeHref(href)) editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run()
    setOpened(false)
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run()
    setOpened(false)
  }
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow>
      <Popover.Target>
        <Tooltip label="Link">
          <ActionIcon
            variant={active ? "filled" : "default"}
            aria-label="Link"
            aria-pressed={active}
            onClick={open}
            disabled={disabled}
          >
            <Icon path={icons.link} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label="Link address"
            value={href}
            onChange={(event) => setHref(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault()
                apply()
              }
            }}
            error={href.trim() && !isSafeHref(href) ? "Use an http, https or mailto address" : undefined}
          />
          <Group gap="xs" justify="flex-end">
            {active && (
              <Button size="xs" variant="default" onClick={remove}>
                Remove link
              </Button>
            )}
            <Button size="xs" onClick={apply} disabled={!isSafeHref(href)}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}

function Toolbar({ editor, disabled }: { readonly editor: Editor; readonly disabled: boolean }) {
  const states = useEditorState({
    editor,
    selector: ({ editor }) => buttons.map((button) => button.active(editor)),
  })
  return (
    <Group gap={4} className={classes.toolbar} role="toolbar" aria-label="Formatting">
      {buttons.map((button, index) => (
        <Tooltip key={button.label} label={button.label}>
          <ActionIcon
            variant={states[index] ? "filled" : "default"}
            aria-label={button.label}
            aria-pressed={states[index]}
            onClick={() => button.run(editor)}
            disabled={disabled}
          >
            <span aria-hidden className={classes.glyph} data-glyph={button.label}>
              {button.glyph}
            </span>
          </ActionIcon>
        </Tooltip>
      ))}
      <LinkControl editor={editor} disabled={disabled} />
    </Group>
  )
}

/**
 * A rich-text field (Tiptap) that reads and writes HTML, labelled and described like Mantine's inputs.
 * Import it through `LazyRichTextEditor`: the editor is a large module that only forms need.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required = false,
  disabled = false,
  testId,
}: RichTextEditorProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const descriptionId = `${id}-description`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ")
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
    onBlur: () => onBlur?.(),
  })

  // A value set from outside (a form reset, loaded data) replaces the content; the editor's own echo does not.
  // (an editor torn down by a remount is skipped: its schema is gone, and reading it throws)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? "" : editor.getHTML()
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled)
  }, [editor, disabled])

  // The editable area carries the field's name, state and messages, as an <input> would.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    editor.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(required ? { "aria-required": "true" } : {}),
          ...(error ? { "aria-invalid": "true" } : {}),
          ...(testId ? { "data-testid": testId } : {}),
          class: classes.content ?? "",
        },
      },
    })
  }, [editor, labelId, describedBy, required, error, testId])

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
    >
      <Paper withBorder radius="sm" className={classes.root} data-error={error ? true : undefined}>
        {editor && <Toolbar editor={editor} disabled={disabled} />}
        <EditorContent editor={editor} />
      </Paper>
    </Input.Wrapper>
  )
}

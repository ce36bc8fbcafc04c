import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import clsx from 'clsx'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'

type Tool = {
  id: string
  label: string
  shortcut?: string
  Icon: LucideIcon
  /** Undefined for actions that are not on/off (undo, redo). */
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => void
  enabled?: (editor: Editor) => boolean
}

const TOOLS: Tool[] = [
  {
    id: 'bold',
    label: 'Negrita',
    shortcut: 'Ctrl+B',
    Icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'Cursiva',
    shortcut: 'Ctrl+I',
    Icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    id: 'h2',
    label: 'Título',
    Icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'h3',
    label: 'Subtítulo',
    Icon: Heading3,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bullets',
    label: 'Lista con viñetas',
    Icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'numbers',
    label: 'Lista numerada',
    Icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'undo',
    label: 'Deshacer',
    shortcut: 'Ctrl+Z',
    Icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    id: 'redo',
    label: 'Rehacer',
    shortcut: 'Ctrl+Shift+Z',
    Icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
]

const LINK_ID = 'link'

/**
 * WAI-ARIA toolbar: one Tab stop, arrow keys (and Home/End) move between the buttons, toggles announce
 * their state with aria-pressed. The link button opens the link form (also Ctrl+K in the text).
 */
export function RichTextToolbar({
  editor,
  label,
  linkOpen,
  onLink,
}: {
  editor: Editor
  label: string
  linkOpen: boolean
  onLink: () => void
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(TOOLS.map((t) => [t.id, t.active?.(e) ?? false])),
      enabled: Object.fromEntries(TOOLS.map((t) => [t.id, t.enabled?.(e) ?? true])),
      link: e.isActive('link'),
    }),
  })
  const ids = [...TOOLS.map((t) => t.id), LINK_ID]
  const [current, setCurrent] = useState(ids[0]!)
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ids.indexOf(current)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ids.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = ids[(target + ids.length) % ids.length]!
    setCurrent(next)
    refs.current[next]?.focus()
  }

  const button = (
    id: string,
    text: string,
    Icon: LucideIcon,
    pressed: boolean | undefined,
    onClick: () => void,
    disabled = false,
  ) => (
    <button
      key={id}
      ref={(node) => {
        refs.current[id] = node
      }}
      type="button"
      title={text}
      aria-label={text}
      aria-pressed={pressed}
      // aria-disabled keeps the button reachable with the arrows, as the toolbar pattern recommends.
      aria-disabled={disabled || undefined}
      tabIndex={id === current ? 0 : -1}
      onFocus={() => setCurrent(id)}
      onClick={disabled ? undefined : onClick}
      className={clsx(
        'flex size-9 shrink-0 items-center justify-center rounded-md transition aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
        pressed ? 'bg-primary text-on-primary' : 'text-foreground hover:bg-foreground/8',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )

  return (
    <div
      role="toolbar"
      aria-label={`Formato de ${label}`}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-foreground/[0.03] p-1"
    >
      {TOOLS.map((tool) =>
        button(
          tool.id,
          tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label,
          tool.Icon,
          tool.active ? Boolean(state.active[tool.id]) : undefined,
          () => tool.run(editor),
          !state.enabled[tool.id],
        ),
      )}
      {button(LINK_ID, 'Enlace (Ctrl+K)', Link2, state.link || linkOpen, onLink)}
    </div>
  )
}

import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import clsx from 'clsx'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { RichTextLinkForm } from './rich-text-link-form'
import { RichTextToolbar } from './rich-text-toolbar'

export type RichTextEditorProps = {
  label: string
  /** HTML; '' when empty. */
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string | undefined
  hint?: ReactNode
  /** Content at the right of the label row (e.g. a button that drafts the text). */
  aside?: ReactNode
}

/**
 * Only what the server's sanitizer keeps (apps/api lib/html.ts): paragraphs, bold, italic, headings 2-3,
 * lists, links and quotes. Strike, code, underline and rules would be dropped on save, so they are off.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // Enter already leaves a heading or list; without it, every save would end in an empty <p></p>.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
  }),
]

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/** A labelled rich-text field (TipTap) with an accessible toolbar; keyboard shortcuts work in the text. */
export function RichTextEditor({ label, value, onChange, onBlur, error, hint, aside }: RichTextEditorProps) {
  const id = useId()
  const [linkOpen, setLinkOpen] = useState(false)
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id: `${id}-text`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': error ? 'true' : 'false',
        class: 'rich-text min-h-40 px-3 py-2.5 text-base text-foreground focus:outline-none',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          setLinkOpen(true)
          return true
        }
        return false
      },
    },
  })

  // A value set from outside (a reset, a drafted text) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const closeLink = () => {
    setLinkOpen(false)
    editor?.commands.focus()
  }
  const applyLink = (href: string) => {
    if (!editor) return
    if (editor.state.selection.empty && !editor.isActive('link'))
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
    setLinkOpen(false)
  }
  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run()
    setLinkOpen(false)
  }

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        {/* Not a <label>: the text box is an editable region, named through aria-labelledby. */}
        <p id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </p>
        {aside}
      </div>
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-card shadow-xs focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-primary-ink',
          error ? 'border-danger' : 'border-control',
        )}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            label={label}
            linkOpen={linkOpen}
            onLink={() => setLinkOpen((open) => !open)}
          />
        )}
        {editor && linkOpen && (
          <RichTextLinkForm
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            canRemove={editor.isActive('link')}
            onApply={applyLink}
            onRemove={removeLink}
            onCancel={closeLink}
          />
        )}
        <EditorContent editor={editor} className="max-h-[60dvh] overflow-y-auto" />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

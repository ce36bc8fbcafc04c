import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { LINK_INVALID_MESSAGE, normalizeLink } from './rich-text-link'

/**
 * The address of a link, under the toolbar. Not a <form>: it lives inside the page's form, and Enter here
 * must apply the link rather than save the page. Escape cancels.
 */
export function RichTextLinkForm({
  initial,
  canRemove,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string
  canRemove: boolean
  onApply: (href: string) => void
  onRemove: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string>()

  const apply = (event?: FormEvent) => {
    event?.preventDefault()
    const href = normalizeLink(text)
    if (!href) {
      setError(LINK_INVALID_MESSAGE)
      return
    }
    onApply(href)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply(event)
    if (event.key === 'Escape') {
      // Only this form closes, not a dialog around the editor.
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    }
  }

  return (
    <div className="space-y-2 border-b border-border bg-card p-3" onKeyDown={onKeyDown}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        Dirección del enlace
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          autoFocus
          id={id}
          type="url"
          inputMode="url"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="https://"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 min-w-48 flex-1"
        />
        <Button size="sm" onClick={() => apply()}>
          Aplicar
        </Button>
        {canRemove && (
          <Button size="sm" variant="outline" onClick={onRemove}>
            Quitar enlace
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type MessageStatus } from '@vitrina/core/message-status'
import { messageListQuerySchema } from '@vitrina/core/schemas/contact'
import clsx from 'clsx'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { writeInboxState, type InboxState } from '../inbox-filters'

const FILTERS: { status: MessageStatus | ''; label: string }[] = [
  { status: '', label: 'Todos' },
  ...MESSAGE_STATUSES.map((status) => ({ status, label: MESSAGE_STATUS_LABELS[status] })),
]

/** Status filter (nuevo, leído, respondido, archivado) as links, and a text search checked like the server. */
export function InboxFiltersBar({
  state,
  onSearch,
}: {
  state: InboxState
  onSearch: (search: string) => void
}) {
  const [text, setText] = useState(state.search)
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = messageListQuerySchema.safeParse({ search: text })
    if (!result.success) {
      setError(result.error.issues[0]?.message)
      return
    }
    setError(undefined)
    onSearch(result.data.search ?? '')
  }

  return (
    <div className="space-y-3">
      <nav aria-label="Filtrar por estado">
        <ul className="flex flex-wrap gap-1.5">
          {FILTERS.map(({ status, label }) => (
            <li key={label}>
              <Link
                to={{ search: writeInboxState({ ...state, status, page: 1, open: null }).toString() }}
                aria-current={state.status === status ? 'page' : undefined}
                className={clsx(
                  'flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition',
                  state.status === status
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-control bg-card text-foreground hover:bg-foreground/5',
                )}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" noValidate onSubmit={submit} className="space-y-1.5">
        <label htmlFor="buscar-mensajes" className="block text-sm font-medium text-foreground">
          Buscar mensajes
        </label>
        <div className="flex gap-2">
          <Input
            id="buscar-mensajes"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Nombre, correo o texto"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'buscar-mensajes-error' : undefined}
          />
          <Button type="submit" variant="outline" aria-label="Buscar">
            <Search className="size-4" aria-hidden="true" />
          </Button>
        </div>
        {error && (
          <p id="buscar-mensajes-error" className="text-sm text-danger">
            {error}
          </p>
        )}
      </form>
    </div>
  )
}

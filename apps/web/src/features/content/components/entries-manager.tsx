import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import { ExternalLink, FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { htmlToText } from '../../../lib/html-text'
import { adminEntriesOptions, useDeleteEntry, useSaveEntry, type AdminEntry } from '../content-admin.api'
import type { EntryKind } from '../entry-kinds'
import { EntryForm, type BodyAssist } from './entry-form'

type Editing = { entry: AdminEntry | null } | null

/**
 * The back office list of FAQs, policies or shipping entries (docs/product/back-office.md#admin-content): in
 * their order, each with a preview, edit in a dialog and delete after a confirmation.
 */
export function EntriesManager({ kind, bodyAssist }: { kind: EntryKind; bodyAssist?: BodyAssist }) {
  const entries = useQuery(adminEntriesOptions(kind.resource))
  const save = useSaveEntry(kind.resource)
  const remove = useDeleteEntry(kind.resource)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminEntry | null>(null)
  const titleOf = (entry: AdminEntry) => String(entry[kind.titleField] ?? '')
  const bodyOf = (entry: AdminEntry) => {
    const body = String(entry[kind.bodyField] ?? '')
    return kind.rich ? htmlToText(body) : body
  }

  const openEditor = (entry: AdminEntry | null) => {
    save.reset()
    setEditing({ entry })
  }
  const submit = (payload: Record<string, unknown>) =>
    save.mutate(
      { id: editing?.entry?.id ?? null, payload },
      {
        onSuccess: () => {
          setEditing(null)
          toast.success(kind.text.saved)
        },
      },
    )
  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(kind.text.deleted),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo eliminar. Inténtalo de nuevo.')),
      onSettled: () => setDeleting(null),
    })
  }

  const addButton = (
    <Button onClick={() => openEditor(null)}>
      <Plus className="size-4" aria-hidden="true" />
      {kind.text.add}
    </Button>
  )

  let content
  if (entries.isPending) content = <LoadState tone="loading">{kind.text.loading}</LoadState>
  else if (entries.isError)
    content = <LoadError message={kind.text.loadError} onRetry={() => void entries.refetch()} />
  else if (entries.data.length === 0)
    content = (
      <EmptyState icon={FileText} title={kind.text.emptyTitle} action={addButton}>
        {kind.text.emptyBody}
      </EmptyState>
    )
  else
    content = (
      <ul className="space-y-3">
        {entries.data.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:p-5"
          >
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-foreground/5 text-sm font-semibold text-muted tabular-nums max-sm:hidden"
              title="Orden"
            >
              <span className="sr-only">Orden </span>
              {entry.sort_order}
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-foreground">{titleOf(entry)}</h2>
              <p className="mt-1 line-clamp-2 text-sm text-muted">{bodyOf(entry)}</p>
              <p className="mt-2 text-xs text-muted">
                <span className="sm:hidden">Orden {entry.sort_order} · </span>
                Actualizada el {formatDate(entry.updated_at)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={() => openEditor(entry)}>
                <Pencil className="size-4" aria-hidden="true" />
                Editar<span className="sr-only"> «{titleOf(entry)}»</span>
              </Button>
              <Button variant="outline" size="sm" className="text-danger!" onClick={() => setDeleting(entry)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Eliminar<span className="sr-only"> «{titleOf(entry)}»</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {kind.publicPath ? (
          <Link to={kind.publicPath} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ExternalLink className="size-4" aria-hidden="true" />
            Ver en la tienda
          </Link>
        ) : (
          <span />
        )}
        {entries.isSuccess && entries.data.length > 0 && addButton}
      </div>
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entry ? kind.text.editTitle : kind.text.createTitle}
        size="lg"
      >
        {editing && (
          <EntryForm
            kind={kind}
            entry={editing.entry}
            nextOrder={Math.max(0, ...(entries.data ?? []).map((e) => e.sort_order + 1))}
            pending={save.isPending}
            error={save.error}
            bodyAssist={bodyAssist}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? kind.text.confirmDelete(titleOf(deleting)) : ''}
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Desaparece de la tienda en cuanto la elimines. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  )
}

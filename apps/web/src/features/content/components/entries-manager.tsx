import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import { ExternalLink, FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { htmlToText } from '../../../lib/html-text'
import { useCrudDialogs } from '../../../lib/use-crud-dialogs'
import { adminEntriesOptions, useDeleteEntry, useSaveEntry, type AdminEntry } from '../content-admin.api'
import type { EntryKind } from '../entry-kinds'
import { EntryForm, type BodyAssist } from './entry-form'

/**
 * The back office list of FAQs, policies or shipping entries (docs/product/back-office.md#admin-content): in
 * their order, each with a preview, edit in a dialog and delete after a confirmation.
 */
export function EntriesManager({ kind, bodyAssist }: { kind: EntryKind; bodyAssist?: BodyAssist }) {
  const entries = useQuery(adminEntriesOptions(kind.resource))
  const save = useSaveEntry(kind.resource)
  const remove = useDeleteEntry(kind.resource)
  const titleOf = (entry: AdminEntry) => String(entry[kind.titleField] ?? '')
  const bodyOf = (entry: AdminEntry) => {
    const body = String(entry[kind.bodyField] ?? '')
    return kind.rich ? htmlToText(body) : body
  }

  const dialogs = useCrudDialogs<AdminEntry, Record<string, unknown>>({
    save,
    remove,
    text: { saved: kind.text.saved, deleted: kind.text.deleted },
  })
  const { editing, deleting } = dialogs

  const addButton = (
    <Button onClick={() => dialogs.open(null)}>
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
              <Button variant="outline" size="sm" onClick={() => dialogs.open(entry)}>
                <Pencil className="size-4" aria-hidden="true" />
                Editar<span className="sr-only"> «{titleOf(entry)}»</span>
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-danger!"
                onClick={() => dialogs.askDelete(entry)}
              >
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
        onClose={dialogs.close}
        title={editing?.item ? kind.text.editTitle : kind.text.createTitle}
        size="lg"
      >
        {editing && (
          <EntryForm
            kind={kind}
            entry={editing.item}
            nextOrder={Math.max(0, ...(entries.data ?? []).map((e) => e.sort_order + 1))}
            pending={save.isPending}
            error={save.error}
            bodyAssist={bodyAssist}
            onSubmit={dialogs.submit}
            onCancel={dialogs.close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? kind.text.confirmDelete(titleOf(deleting)) : ''}
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={dialogs.confirmDelete}
        onClose={dialogs.cancelDelete}
      >
        Desaparece de la tienda en cuanto la elimines. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  )
}

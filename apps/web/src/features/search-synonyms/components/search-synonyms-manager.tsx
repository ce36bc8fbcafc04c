import { useQuery } from '@tanstack/react-query'
import type { SearchSynonym, SearchSynonymInput } from '@vitrina/core/schemas/search-synonyms'
import { Pencil, Plus, SpellCheck, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useCrudDialogs } from '../../../lib/use-crud-dialogs'
import { searchSynonymsOptions, useDeleteSearchSynonym, useSaveSearchSynonym } from '../search-synonyms.api'
import { SearchSynonymForm } from './search-synonym-form'

/**
 * docs/product/search.md#staff-synonyms: the store's synonym groups, edited in a dialog, deleted after a
 * confirmation. They join the built-in lexicon at once.
 */
export function SearchSynonymsManager() {
  const groups = useQuery(searchSynonymsOptions())
  const save = useSaveSearchSynonym()
  const remove = useDeleteSearchSynonym()
  const dialogs = useCrudDialogs<SearchSynonym, SearchSynonymInput>({
    save,
    remove,
    text: { saved: 'Sinónimos guardados.', deleted: 'Grupo de sinónimos eliminado.' },
  })
  const { editing, deleting } = dialogs
  const addButton = (
    <Button onClick={() => dialogs.open(null)}>
      <Plus className="size-4" aria-hidden="true" />
      Nuevo grupo
    </Button>
  )

  let content
  if (groups.isPending) content = <LoadState tone="loading">Cargando sinónimos...</LoadState>
  else if (groups.isError)
    content = <LoadError message="Error al cargar los sinónimos." onRetry={() => void groups.refetch()} />
  else if (groups.data.length === 0)
    content = (
      <EmptyState icon={SpellCheck} title="Aún no hay sinónimos propios" action={addButton}>
        La búsqueda ya conoce las palabras de siempre (tenis, buso, jean, morral...). Agrega las de tus
        clientes.
      </EmptyState>
    )
  else content = <GroupList groups={groups.data} onEdit={dialogs.open} onDelete={dialogs.askDelete} />

  return (
    <section aria-labelledby="sinonimos-titulo" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sinonimos-titulo" className="text-lg font-bold text-foreground">
          Grupos de la tienda
        </h2>
        {groups.isSuccess && groups.data.length > 0 && addButton}
      </div>
      {content}
      <Dialog
        open={editing !== null}
        onClose={dialogs.close}
        title={editing?.item ? 'Editar sinónimos' : 'Nuevo grupo de sinónimos'}
      >
        {editing && (
          <SearchSynonymForm
            group={editing.item}
            pending={save.isPending}
            error={save.error}
            onSubmit={dialogs.submit}
            onCancel={dialogs.close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `¿Eliminar el grupo «${deleting.words.join(', ')}»?` : ''}
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={dialogs.confirmDelete}
        onClose={dialogs.cancelDelete}
      >
        La búsqueda deja de tratar estas palabras como sinónimos.
      </ConfirmDialog>
    </section>
  )
}

function GroupList({
  groups,
  onEdit,
  onDelete,
}: {
  groups: SearchSynonym[]
  onEdit: (group: SearchSynonym) => void
  onDelete: (group: SearchSynonym) => void
}) {
  return (
    <ul className="space-y-3">
      {groups.map((group) => {
        const label = group.words.join(', ')
        return (
          <li
            key={group.id}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
          >
            <ul aria-label={`Sinónimos: ${label}`} className="flex min-w-0 flex-1 flex-wrap gap-2">
              {group.words.map((word) => (
                <li
                  key={word}
                  className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium break-all text-foreground"
                >
                  {word}
                </li>
              ))}
            </ul>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Editar «${label}»`}
                onClick={() => onEdit(group)}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Editar
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-danger!"
                aria-label={`Eliminar «${label}»`}
                onClick={() => onDelete(group)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Eliminar
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

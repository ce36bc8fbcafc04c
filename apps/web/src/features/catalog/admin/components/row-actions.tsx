import { Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../../components/ui/button'

/** 'Editar' and 'Eliminar' at the end of a back-office row, named after the row for screen readers. */
export function RowActions({
  name,
  editTo,
  onDelete,
}: {
  name: string
  editTo: string
  onDelete: () => void
}) {
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={editTo}
        aria-label={`Editar ${name}`}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span className="max-xl:sr-only">Editar</span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Eliminar ${name}`}
        onClick={onDelete}
        className="text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="max-xl:sr-only">Eliminar</span>
      </Button>
    </div>
  )
}

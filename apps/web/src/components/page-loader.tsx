import clsx from 'clsx'
import { Spinner } from './ui/spinner'

/** Fallback while a lazily loaded screen arrives (docs/product/back-office.md#admin-shell: 'Cargando...'). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={clsx('flex items-center justify-center p-10', fullScreen ? 'min-h-dvh' : 'min-h-[40vh]')}>
      <p role="status" className="flex items-center gap-2.5 text-muted">
        <Spinner size="md" className="text-primary-ink" />
        Cargando...
      </p>
    </div>
  )
}

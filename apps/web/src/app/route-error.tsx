import { isRouteErrorResponse, useRouteError } from 'react-router'
import { buttonClasses } from '../components/ui/button'
import { NotFoundPage } from '../routes/not-found'

/**
 * Last line of defence for a screen that crashed or a code chunk that failed to download (typically after
 * a new release replaced the old files): explain it in Spanish and offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  console.error(error)
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center"
    >
      <h1 className="text-2xl font-bold text-foreground">Algo salió mal</h1>
      <p className="max-w-md text-muted">
        No pudimos mostrar esta página. Vuelve a cargarla para intentarlo de nuevo.
      </p>
      <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
        Volver a cargar
      </button>
    </div>
  )
}

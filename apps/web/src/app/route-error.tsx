import { Component, type ReactNode } from 'react'
import type { Location } from 'react-router'
import { buttonClasses } from '../components/ui/button'

type Props = { location: Location; children: ReactNode }

/**
 * Last line of defence for a screen that crashed or a code chunk that failed to download (typically after
 * a new release replaced the old files): explains it in Spanish and offers a reload instead of a blank page.
 * Moving to another page tries again.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.location.key !== this.props.location.key)
      this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

function RouteError() {
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

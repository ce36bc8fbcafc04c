import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Container } from '../components/container'
import { buttonClasses } from '../components/ui/button'

export function NotFoundPage() {
  return (
    <Container className="flex max-w-xl flex-col items-center py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary-ink uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">Página no encontrada</h1>
      <p className="mt-3 text-muted">La página que buscas no existe o fue movida.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses()}>
          Volver al inicio
        </Link>
        <Link to={paths.shop} className={buttonClasses({ variant: 'outline' })}>
          Ir a la tienda
        </Link>
      </div>
    </Container>
  )
}

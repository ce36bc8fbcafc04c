import { orderNumber } from '@vitrina/core/format'
import clsx from 'clsx'
import { CircleCheck } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { paths } from '../app/paths'
import { Container } from '../components/container'
import { buttonClasses } from '../components/ui/button'
import { Card } from '../components/ui/card'

export function OrderConfirmedPage() {
  const { orderId = '' } = useParams()
  return (
    <Container className="max-w-2xl py-14">
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">¡Gracias por tu compra!</h1>
        <p className="text-muted">
          Tu número de pedido es <strong className="text-foreground">#{orderNumber(orderId)}</strong>.
        </p>
        <Link to={paths.shop} className={clsx(buttonClasses({ size: 'lg' }), 'mt-4')}>
          Seguir Comprando
        </Link>
      </Card>
    </Container>
  )
}

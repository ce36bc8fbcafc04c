import clsx from 'clsx'
import { PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import { cashChange } from '@vitrina/core/pos'
import { formatCOP } from '@vitrina/core/format'
import { POS_PAYMENT_METHODS, type PosPaymentMethod } from '@vitrina/core/schemas/pos'
import { Banknote, CreditCard, Landmark } from 'lucide-react'
import { Input } from '../../../components/ui/input'

const icons = { efectivo: Banknote, tarjeta: CreditCard, transferencia: Landmark }

/**
 * How the customer pays; for cash, what they handed over and the change
 * (docs/product/back-office.md#point-of-sale).
 */
export function PaymentPanel({
  method,
  onMethod,
  received,
  onReceived,
  total,
}: {
  method: PosPaymentMethod
  onMethod: (method: PosPaymentMethod) => void
  received: string
  onReceived: (value: string) => void
  total: number
}) {
  const amount = received === '' ? null : Number(received)
  const change = amount === null ? null : cashChange(amount, total)
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-foreground">Método de pago</legend>
        <div className="grid grid-cols-3 gap-2">
          {POS_PAYMENT_METHODS.map((option) => {
            const Icon = icons[option]
            return (
              <label
                key={option}
                className={clsx(
                  'flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-xl border px-1 py-2.5 text-center text-xs font-medium break-words transition min-[400px]:text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink',
                  method === option
                    ? 'border-primary-ink bg-primary/10 font-semibold text-foreground ring-1 ring-primary-ink'
                    : 'border-control text-foreground hover:bg-foreground/5',
                )}
              >
                <input
                  type="radio"
                  name="pos-payment"
                  value={option}
                  checked={method === option}
                  onChange={() => onMethod(option)}
                  className="sr-only"
                />
                <Icon className="size-5" aria-hidden="true" />
                {PAYMENT_METHOD_LABELS[option]}
              </label>
            )
          })}
        </div>
      </fieldset>
      {method === 'efectivo' && (
        <div className="grid grid-cols-[1fr_auto] items-end gap-2">
          <div>
            <label htmlFor="pos-cash" className="mb-1.5 block text-sm font-medium text-foreground">
              Efectivo recibido
            </label>
            <Input
              id="pos-cash"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={received}
              onChange={(event) => onReceived(event.target.value.replace(/\D/g, ''))}
              aria-describedby="pos-change"
              aria-invalid={change !== null && change < 0}
              className="text-lg tabular-nums"
            />
          </div>
          <button
            type="button"
            onClick={() => onReceived(String(total))}
            className="h-11 rounded-lg border border-control px-3 text-sm font-semibold text-foreground hover:bg-foreground/5"
          >
            Exacto
          </button>
          <p id="pos-change" role="status" className="col-span-2 text-sm">
            {change === null ? (
              <span className="text-muted">Ingresa el efectivo recibido para ver el cambio.</span>
            ) : change < 0 ? (
              <span className="font-semibold text-danger">{`Faltan ${formatCOP(-change)}`}</span>
            ) : (
              <span className="text-base font-bold text-success">{`Cambio: ${formatCOP(change)}`}</span>
            )}
          </p>
        </div>
      )}
    </div>
  )
}

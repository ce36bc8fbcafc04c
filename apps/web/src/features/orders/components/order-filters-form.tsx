import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@vitrina/core/order-status'
import { adminOrderListQuerySchema } from '@vitrina/core/schemas/orders'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { EMPTY_ORDER_FILTERS, type OrderFilters } from '../order-filters'

type Draft = Omit<OrderFilters, 'page'>
type Errors = Partial<Record<keyof Draft, string>>

/**
 * Status, date range and text (order number, customer name or e-mail), checked with the same schema as
 * the server before the list reloads. Remounted (key) when the URL changes, so it always shows the filters
 * of the list below it.
 */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters
  onApply: (filters: OrderFilters) => void
}) {
  const [draft, setDraft] = useState<Draft>(() => ({
    status: filters.status,
    from: filters.from,
    to: filters.to,
    search: filters.search,
  }))
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ''))
    const result = adminOrderListQuerySchema.safeParse(query)
    if (!result.success) {
      const found: Errors = {}
      for (const issue of result.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    onApply({ ...draft, search: draft.search.trim(), page: 1 })
  }

  const hasFilters = Object.values(filters).some((v) => v !== '' && v !== 1)

  return (
    <form
      role="search"
      aria-label="Filtrar pedidos"
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:gap-x-4 sm:p-5 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <div className="col-span-2 sm:col-span-1">
        <Field label="Buscar" error={errors.search} hint="Número de pedido, nombre o correo del cliente">
          {(props) => (
            <Input
              {...props}
              type="search"
              value={draft.search}
              onChange={(e) => set('search')(e.target.value)}
              placeholder="Ej.: A1B2C3 o Laura"
            />
          )}
        </Field>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label="Estado" error={errors.status}>
          {(props) => (
            <Select
              {...props}
              value={draft.status}
              onChange={(e) => set('status')(e.target.value as OrderStatus)}
            >
              <option value="">Todos los estados</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Desde" error={errors.from}>
        {(props) => (
          <Input {...props} type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        )}
      </Field>
      <Field label="Hasta" error={errors.to}>
        {(props) => (
          <Input {...props} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        )}
      </Field>
      <div className="col-span-2 flex items-start gap-2 xl:col-span-1 xl:pt-6">
        <Button type="submit" className="flex-1 xl:flex-none">
          <Search className="size-4" aria-hidden="true" />
          Filtrar
        </Button>
        {hasFilters && (
          <Button variant="ghost" onClick={() => onApply(EMPTY_ORDER_FILTERS)}>
            Limpiar
          </Button>
        )}
      </div>
    </form>
  )
}

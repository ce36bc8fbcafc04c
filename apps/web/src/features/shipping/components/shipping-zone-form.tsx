import { DEPARTAMENTOS } from '@vitrina/core/departamentos'
import {
  shippingZoneInputSchema,
  type ShippingZone,
  type ShippingZoneInput,
} from '@vitrina/core/schemas/shipping-zones'
import { useForm, type Resolver } from 'react-hook-form'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'

type ZoneFormValues = {
  name: string
  departamentos: string[]
  cities: string
  cost: string
  free_shipping_threshold: string
  delivery_days_min: string
  delivery_days_max: string
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** The wire payload: cities typed one per comma, an empty threshold means the store's own. */
export function zonePayload(values: ZoneFormValues): unknown {
  return {
    name: values.name,
    departamentos: values.departamentos,
    cities: values.cities
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    cost: whole(values.cost),
    free_shipping_threshold:
      values.free_shipping_threshold.trim() === '' ? null : whole(values.free_shipping_threshold),
    delivery_days_min: whole(values.delivery_days_min),
    delivery_days_max: whole(values.delivery_days_max),
  }
}

/** Validates with the server's own schema; a number that is not whole shows the field's own message. */
const resolver: Resolver<ZoneFormValues> = async (values) => {
  const result = shippingZoneInputSchema.safeParse(zonePayload(values))
  if (result.success) return { values, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    if (!errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}

const defaults = (zone: ShippingZone | null): ZoneFormValues => ({
  name: zone?.name ?? '',
  departamentos: zone?.departamentos ?? [],
  cities: zone?.cities.join(', ') ?? '',
  cost: zone ? String(zone.cost) : '',
  free_shipping_threshold:
    zone?.free_shipping_threshold === null || !zone ? '' : String(zone.free_shipping_threshold),
  delivery_days_min: zone ? String(zone.delivery_days_min) : '',
  delivery_days_max: zone ? String(zone.delivery_days_max) : '',
})

/**
 * docs/product/platform.md#one-process: one shipping zone, its departamentos from the core list and optional
 * cities.
 */
export function ShippingZoneForm({
  zone,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  zone: ShippingZone | null
  pending: boolean
  error: unknown
  onSubmit: (payload: ShippingZoneInput) => void
  onCancel: () => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ZoneFormValues>({ resolver, defaultValues: defaults(zone) })
  const submit = handleSubmit((values) => onSubmit(shippingZoneInputSchema.parse(zonePayload(values))))

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorMessage(error, 'No se pudo guardar la zona. Inténtalo de nuevo.')}</Alert>
      )}
      <Field
        label="Nombre de la zona"
        hint="Lo ven los compradores, p. ej. «Valle de Aburrá»."
        error={errors.name?.message}
      >
        {(props) => <Input {...props} {...register('name')} data-autofocus />}
      </Field>
      <fieldset
        className="space-y-2"
        aria-describedby={errors.departamentos ? 'zona-departamentos-error' : undefined}
      >
        <legend className="text-sm font-semibold text-foreground">Departamentos</legend>
        <div className="grid max-h-56 gap-x-4 gap-y-1.5 overflow-y-auto rounded-xl border border-border p-3 sm:grid-cols-2">
          {DEPARTAMENTOS.map((name) => (
            <label key={name} className="flex cursor-pointer items-start gap-2 text-sm text-foreground">
              <input
                type="checkbox"
                value={name}
                {...register('departamentos')}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0">{name}</span>
            </label>
          ))}
        </div>
        {errors.departamentos && (
          <p id="zona-departamentos-error" className="text-sm text-danger">
            {errors.departamentos.message}
          </p>
        )}
      </fieldset>
      <Field
        label="Ciudades (opcional)"
        hint="Separadas por comas. Vacío: todo el departamento. Una zona con ciudades gana sobre la del departamento entero."
        error={errors.cities?.message}
      >
        {(props) => <Input {...props} {...register('cities')} placeholder="Medellín, Envigado, Itagüí" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Costo de envío (pesos)" error={errors.cost?.message}>
          {(props) => <Input {...props} {...register('cost')} inputMode="numeric" />}
        </Field>
        <Field
          label="Envío gratis desde (pesos, opcional)"
          hint="Vacío: el monto general de la tienda."
          error={errors.free_shipping_threshold?.message}
        >
          {(props) => <Input {...props} {...register('free_shipping_threshold')} inputMode="numeric" />}
        </Field>
        <Field label="Entrega: mínimo de días hábiles" error={errors.delivery_days_min?.message}>
          {(props) => <Input {...props} {...register('delivery_days_min')} inputMode="numeric" />}
        </Field>
        <Field label="Entrega: máximo de días hábiles" error={errors.delivery_days_max?.message}>
          {(props) => <Input {...props} {...register('delivery_days_max')} inputMode="numeric" />}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" pending={pending} pendingText="Guardando...">
          Guardar zona
        </Button>
      </div>
    </form>
  )
}

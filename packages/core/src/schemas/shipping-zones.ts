import { z } from 'zod'
import { DEPARTAMENTOS } from '../departamentos'
import { requiredText } from './common'

// docs/product/platform.md#one-process (docs/decisions/017-shipping-zones.md): staff define zones; the
// storefront reads them to quote the selected address with the same core function the server charges with.

export const SHIPPING_DAYS_MAX = 60
const PESOS_MAX = 100_000_000

export const shippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departamentos: z.array(z.string()),
  cities: z.array(z.string()),
  /** The DANE codes of `cities`, which addresses match by (docs/decisions/031-dane-municipalities.md). */
  city_codes: z.array(z.string()),
  cost: z.number().int(),
  free_shipping_threshold: z.number().int().nullable(),
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
})
export type ShippingZone = z.infer<typeof shippingZoneSchema>
export const shippingZoneListSchema = z.array(shippingZoneSchema)

const pesos = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero de pesos.` })
    .int(`${label} debe ser un número entero de pesos.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(PESOS_MAX, `${label} es demasiado alto.`)

const days = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero de días.` })
    .int(`${label} debe ser un número entero de días.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(SHIPPING_DAYS_MAX, `${label} puede ser como máximo ${SHIPPING_DAYS_MAX} días.`)

const zoneFields = z.strictObject({
  name: requiredText(80, 'El nombre de la zona es obligatorio.'),
  departamentos: z
    .array(z.enum(DEPARTAMENTOS, { error: 'Departamento desconocido: elige uno de la lista.' }), {
      error: 'Elige al menos un departamento.',
    })
    .min(1, 'Elige al menos un departamento.')
    .max(DEPARTAMENTOS.length, 'Demasiados departamentos.')
    .transform((list) => [...new Set(list)]),
  cities: z
    .array(requiredText(80, 'El nombre de la ciudad no puede estar vacío.'), {
      error: 'Las ciudades deben ser una lista de nombres.',
    })
    .max(100, 'Máximo 100 ciudades por zona.')
    .default([]),
  /** Read back from GET and sent again by a form: ignored, the server derives the codes from `cities`. */
  city_codes: z.array(z.string()).optional(),
  cost: pesos('El costo de envío'),
  free_shipping_threshold: pesos('El monto para envío gratis').nullable().default(null),
  delivery_days_min: days('El mínimo de días'),
  delivery_days_max: days('El máximo de días'),
})

const DAYS_ORDER = 'El máximo de días no puede ser menor que el mínimo.'

/** POST /api/shipping/zones. */
export const shippingZoneInputSchema = zoneFields.refine((z) => z.delivery_days_max >= z.delivery_days_min, {
  message: DAYS_ORDER,
  path: ['delivery_days_max'],
})
export type ShippingZoneInput = z.output<typeof shippingZoneInputSchema>

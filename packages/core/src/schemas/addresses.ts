import { z } from 'zod'
import { DEFAULT_COUNTRY } from '../constants'
import { findDepartamento } from '../departamentos'
import { requiredText } from './common'

// docs/product/account.md#address-form: recipient, phone, street, city, departamento and postal code
// required, reference optional, country Colombia by default.

export const ADDRESS_SAVED_MESSAGE = 'Dirección guardada con éxito.'
export const ADDRESSES_MAX = 20

const DEPARTAMENTO_MESSAGE = 'Selecciona un departamento de Colombia de la lista.'

export const addressInputSchema = z.strictObject({
  recipient_name: requiredText(100, 'El nombre de quien recibe es obligatorio.'),
  phone_number: requiredText(20, 'El teléfono es obligatorio.').regex(
    /^\+?[\d\s()-]{7,20}$/,
    'Ingresa un teléfono válido (solo números, espacios, guiones o +).',
  ),
  street_address: requiredText(200, 'La dirección es obligatoria.'),
  city: requiredText(100, 'La ciudad es obligatoria.'),
  // A shopper may type 'bogota' or 'Cordoba'; the stored value is always the list's own spelling.
  state_province: requiredText(100, 'El departamento es obligatorio.').transform((text, ctx) => {
    const name = findDepartamento(text)
    if (!name) ctx.addIssue({ code: 'custom', message: DEPARTAMENTO_MESSAGE })
    return name ?? z.NEVER
  }),
  postal_code: requiredText(6, 'El código postal es obligatorio.').regex(
    /^\d{6}$/,
    'El código postal debe tener 6 dígitos.',
  ),
  // Departamentos are Colombia's, so the store ships within Colombia only.
  country: z
    .literal(DEFAULT_COUNTRY, { error: 'Por ahora solo hacemos envíos dentro de Colombia.' })
    .default(DEFAULT_COUNTRY),
  reference: z
    .string({ error: 'La referencia debe ser texto.' })
    .trim()
    .max(200, 'Máximo 200 caracteres.')
    .nullish()
    .transform((v) => v || null),
  is_default: z.boolean({ error: 'is_default debe ser verdadero o falso.' }).optional(),
})
export type AddressInput = z.input<typeof addressInputSchema>

export const addressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  city: z.string(),
  state_province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  reference: z.string().nullable(),
  is_default: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>
export const addressListSchema = z.array(addressSchema)

export const addressSavedSchema = z.object({ message: z.string(), address: addressSchema })

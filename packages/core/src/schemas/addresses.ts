import { z } from 'zod'
import { DEFAULT_COUNTRY } from '../constants'
import { DEPARTAMENTO_CODES, findDepartamento } from '../departamentos'
import { municipalityCodeSchema } from './locations'
import { requiredText } from './common'

// docs/product/account.md#address-form: recipient, phone, street, city, departamento and postal code
// required, reference optional, country Colombia by default.

export const ADDRESS_SAVED_MESSAGE = 'Dirección guardada con éxito.'
export const ADDRESSES_MAX = 20

const DEPARTAMENTO_MESSAGE = 'Selecciona un departamento de Colombia de la lista.'

export const MUNICIPIO_DEPARTAMENTO_MESSAGE = 'El municipio no pertenece al departamento elegido.'

/**
 * docs/decisions/031-dane-municipalities.md: the form sends the municipio's DANE code with the names; the
 * server checks the code exists and takes the DANE's names. Without a code (an API client, an old form) the
 * server looks the typed city up in the departamento.
 */
const addressFields = z.strictObject({
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
  municipality_code: municipalityCodeSchema.nullish().transform((v) => v ?? null),
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

export const addressInputSchema = addressFields.refine(
  (a) => {
    const departamento = DEPARTAMENTO_CODES[a.state_province] as string | undefined
    return !a.municipality_code || !departamento || a.municipality_code.startsWith(departamento)
  },
  { message: MUNICIPIO_DEPARTAMENTO_MESSAGE, path: ['municipality_code'] },
)
export type AddressInput = z.input<typeof addressInputSchema>

/** PUT /api/addresses/:id/municipio: the shopper confirms the municipio of an old address. */
export const addressMunicipioInputSchema = z.strictObject({ municipality_code: municipalityCodeSchema })

export const addressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  city: z.string(),
  state_province: z.string(),
  /** The DANE code; null for an old free-text city waiting for its owner's confirmation. */
  municipality_code: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
  reference: z.string().nullable(),
  is_default: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>
export const addressListSchema = z.array(addressSchema)

export const addressSavedSchema = z.object({ message: z.string(), address: addressSchema })

import { z } from 'zod'

// docs/product/account.md#address-form (docs/decisions/031-dane-municipalities.md): the DANE's departamentos
// and municipios the address form picks from.

export const placeSchema = z.object({ code: z.string(), name: z.string() })
export type Place = z.infer<typeof placeSchema>
export const placeListSchema = z.array(placeSchema)

export const municipiosQuerySchema = z.strictObject({
  departamento: z
    .string({ error: 'Indica el departamento: su código DANE de 2 dígitos, por ejemplo 05.' })
    .regex(/^\d{2}$/, 'El código de departamento tiene 2 dígitos, por ejemplo 05 (Antioquia).'),
})

/** A municipio's 5-digit DANE code. */
export const municipalityCodeSchema = z
  .string({ error: 'Elige el municipio de la lista.' })
  .regex(/^\d{5}$/, 'Elige el municipio de la lista (código DANE de 5 dígitos).')

import { z } from 'zod'

/**
 * docs/product/consumer-rights.md#consentimiento (Ley 1581 de 2012, Decreto 1377 de 2013): the data-treatment
 * authorisation, and the two optional marketing ones, each kept as proof with the policy version it accepted.
 */
export const CONSENT_KINDS = ['tratamiento_datos', 'marketing_email', 'marketing_whatsapp'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]
export const MARKETING_CONSENT_KINDS = ['marketing_email', 'marketing_whatsapp'] as const
export type MarketingConsentKind = (typeof MARKETING_CONSENT_KINDS)[number]

/** Where the holder gave the consent: the store's web form, the point of sale, or a staff member on their behalf. */
export const CONSENT_CHANNELS = ['web', 'pos', 'staff'] as const

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  tratamiento_datos: 'Tratamiento de mis datos personales',
  marketing_email: 'Ofertas y novedades por correo electrónico',
  marketing_whatsapp: 'Ofertas y novedades por WhatsApp',
}

export const PRIVACY_MESSAGES = {
  policyRequired:
    'Debes aceptar la política de tratamiento de datos personales para crear tu cuenta (privacy_policy_accepted).',
  acceptRequired: 'Debes aceptar la política de tratamiento de datos personales para continuar.',
  consentNotFound: 'No tienes un consentimiento vigente de ese tipo.',
  withdrawDataConsent:
    'La autorización de tratamiento de datos no se retira sola: solicita la eliminación de tu cuenta.',
  deletionRequested: 'Recibimos tu solicitud de eliminación. La atenderemos dentro de 15 días hábiles.',
  deletionAlreadyRequested: 'Ya tienes una solicitud de eliminación en curso.',
  deletionNotFound: 'Solicitud de eliminación no encontrada.',
  deletionClosed: 'Esta solicitud ya fue atendida.',
} as const

/** The sign-up form's two checkboxes: the policy (required, never pre-ticked) and marketing (optional). */
export const registerConsentFields = {
  privacy_policy_accepted: z.literal(true, { error: PRIVACY_MESSAGES.policyRequired }),
  marketing_consent: z.boolean().optional(),
}

export const consentSchema = z.object({
  id: z.number(),
  kind: z.enum(CONSENT_KINDS),
  policy_version: z.number(),
  channel: z.enum(CONSENT_CHANNELS),
  accepted_at: z.string(),
  withdrawn_at: z.string().nullable(),
})
export type Consent = z.infer<typeof consentSchema>

/** What the account area and the sign-in check need: the consents, and whether a newer policy awaits. */
export const consentStatusSchema = z.object({
  policy_version: z.number(),
  policy_id: z.number().nullable(),
  privacy_policy_pending: z.boolean(),
  consents: z.array(consentSchema),
})
export type ConsentStatus = z.infer<typeof consentStatusSchema>

export const acceptPolicyInputSchema = z.strictObject({
  policy_version: z.number({ error: PRIVACY_MESSAGES.acceptRequired }).int().min(0).max(1_000_000),
})

export const marketingKindParamsSchema = z.strictObject({
  kind: z.enum(MARKETING_CONSENT_KINDS, { error: PRIVACY_MESSAGES.withdrawDataConsent }),
})

/** Ley 1581 art. 15: a claim (here, a deletion) is answered within 15 business days. */
export const DELETION_DUE_BUSINESS_DAYS = 15
export const DELETION_STATUSES = ['pendiente', 'completada'] as const

export const deletionRequestSchema = z.object({
  id: z.number(),
  status: z.enum(DELETION_STATUSES),
  requested_at: z.string(),
  due_date: z.string(),
  completed_at: z.string().nullable(),
})
export type DeletionRequest = z.infer<typeof deletionRequestSchema>

/** Anonymising cannot be undone: the staff screen sends this only after its confirmation question. */
export const completeDeletionInputSchema = z.strictObject({
  confirm: z.literal(true, { error: 'Confirma que quieres anonimizar la cuenta: no se puede deshacer.' }),
})

export const adminDeletionRequestSchema = deletionRequestSchema.extend({
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  overdue: z.boolean(),
})
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequestSchema>

/** What deletion keeps and why, told to the customer before and after they ask (Estatuto Tributario art. 632). */
export const DELETION_KEEPS = [
  'Tus pedidos con sus valores, impuestos y productos, los datos de facturación con que los pediste y las facturas o documentos equivalentes emitidos: la ley tributaria obliga a conservarlos por 5 años (Estatuto Tributario, art. 632).',
  'El registro de los consentimientos que diste, como prueba de que tratamos tus datos con autorización (Decreto 1377 de 2013).',
  'La constancia de esta solicitud y de cuándo se atendió.',
] as const

export const DELETION_REMOVES = [
  'Tu nombre de usuario, correo, fotos de perfil, direcciones, lista de deseos y los datos de facturación guardados para tu próxima compra.',
  'Tu nombre en las reseñas y en los mensajes que escribiste.',
  'El nombre, correo, teléfono y dirección de entrega guardados en tus pedidos, salvo los datos fiscales de facturas ya emitidas.',
] as const

import { faqInputSchema, policyInputSchema } from '@vitrina/core/schemas/content'
import { shippingInfoInputSchema } from '@vitrina/core/schemas/shipping'
import type { z } from 'zod'
import { paths } from '@vitrina/core/paths'
import type { EntryResource } from './content-admin.api'

/**
 * How the back office names and validates each kind of ordered entry
 * (docs/product/back-office.md#admin-content FAQ, Policy, Shipping).
 */
export type EntryKind = {
  resource: EntryResource
  /** The wire names of the entry's two fields. */
  titleField: string
  bodyField: string
  titleLabel: string
  bodyLabel: string
  /** HTML edited in the rich-text editor (sanitized by the server) rather than plain text. */
  rich: boolean
  /** The same contract the server validates with. */
  schema: z.ZodType
  /** The storefront page that lists the entries, when there is one. */
  publicPath?: string
  text: {
    add: string
    createTitle: string
    editTitle: string
    emptyTitle: string
    emptyBody: string
    loading: string
    loadError: string
    saved: string
    deleted: string
    /** The confirmation question before deleting the entry titled `title`. */
    confirmDelete: (title: string) => string
  }
}

export const FAQ_KIND: EntryKind = {
  resource: 'faqs',
  titleField: 'question',
  bodyField: 'answer',
  titleLabel: 'Pregunta',
  bodyLabel: 'Respuesta',
  rich: false,
  schema: faqInputSchema,
  publicPath: paths.faqs,
  text: {
    add: 'Nueva pregunta',
    createTitle: 'Nueva pregunta frecuente',
    editTitle: 'Editar pregunta frecuente',
    emptyTitle: 'Aún no hay preguntas frecuentes',
    emptyBody:
      'Responde aquí las dudas que más te hacen tus clientes; aparecen en la página Preguntas Frecuentes.',
    loading: 'Cargando preguntas...',
    loadError: 'Error al cargar las preguntas.',
    saved: 'Pregunta guardada.',
    deleted: 'Pregunta eliminada.',
    confirmDelete: (title) => `¿Eliminar la pregunta "${title}"?`,
  },
}

export const POLICY_KIND: EntryKind = {
  resource: 'policies',
  titleField: 'title',
  bodyField: 'content',
  titleLabel: 'Título',
  bodyLabel: 'Contenido',
  rich: true,
  schema: policyInputSchema,
  publicPath: paths.policies,
  text: {
    add: 'Nueva política',
    createTitle: 'Nueva política',
    editTitle: 'Editar política',
    emptyTitle: 'Aún no hay políticas',
    emptyBody:
      'Publica tus políticas de cambios, devoluciones, garantía y privacidad en la página Nuestras Políticas.',
    loading: 'Cargando...',
    loadError: 'Error al cargar las políticas.',
    saved: 'Política guardada.',
    deleted: 'Política eliminada.',
    confirmDelete: (title) => `¿Eliminar la política "${title}"?`,
  },
}

export const SHIPPING_KIND: EntryKind = {
  resource: 'shipping',
  titleField: 'title',
  bodyField: 'content',
  titleLabel: 'Título',
  bodyLabel: 'Contenido',
  rich: true,
  schema: shippingInfoInputSchema,
  text: {
    add: 'Nueva entrada',
    createTitle: 'Nueva información de envío',
    editTitle: 'Editar información de envío',
    emptyTitle: 'Aún no hay información de envío',
    emptyBody:
      'Cuenta a tus clientes cómo, cuándo y cuánto cuesta el envío; lo verán en la pestaña Envío de cada producto.',
    loading: 'Cargando información de envío...',
    loadError: 'Error al cargar la información de envío.',
    saved: 'Información de envío guardada.',
    deleted: 'Entrada de envío eliminada.',
    confirmDelete: (title) => `¿Eliminar la entrada "${title}"?`,
  },
}

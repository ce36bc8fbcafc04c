import { z } from 'zod'
import { IVA_REPORT_MAX_DAYS, daysInRange } from '../iva-report'

// docs/product/fiscal.md#informe-de-iva: GET /api/admin/reports/iva (and .csv). Money in whole pesos; the
// range is of Bogotá calendar days, both ends included.

const day = (field: string) => z.iso.date({ error: `La fecha ${field} debe tener la forma AAAA-MM-DD.` })

export const ivaReportQuerySchema = z
  .strictObject({ from: day('inicial'), to: day('final') })
  .refine((q) => q.from <= q.to, {
    message: 'La fecha inicial no puede ser posterior a la final.',
    path: ['to'],
  })
  .refine((q) => daysInRange(q.from, q.to) <= IVA_REPORT_MAX_DAYS, {
    message: `El informe cubre como máximo ${IVA_REPORT_MAX_DAYS} días. Elige un rango más corto.`,
    path: ['to'],
  })
export type IvaReportQuery = z.infer<typeof ivaReportQuerySchema>

const int = z.number().int()

const amountsSchema = z.object({
  orders: int,
  sales_base: int,
  sales_tax: int,
  returns_base: int,
  returns_tax: int,
  /** Sales less returns. */
  base: int,
  tax: int,
})

export const ivaReportRowSchema = amountsSchema.extend({
  kind: z.enum(['gravado', 'exento', 'excluido']),
  /** As in settings, e.g. 0.19; 0 for exento and excluido. */
  rate: z.number(),
  /** 'Gravado 19%', 'Exento', 'Excluido'. */
  label: z.string(),
})
export type IvaReportRow = z.infer<typeof ivaReportRowSchema>

export const ivaReportPeriodSchema = z.object({
  /** 'YYYY-MM' for a month, 'total' for the whole range. */
  period: z.string(),
  rows: z.array(ivaReportRowSchema),
  totals: amountsSchema,
  /** Returns refunded in the period. */
  returns: int,
  /** Shipping charged on the period's sales and given back by retractos: outside the IVA base. */
  shipping: z.object({ charged: int, refunded: int, net: int }),
})
export type IvaReportPeriod = z.infer<typeof ivaReportPeriodSchema>

export const ivaReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(ivaReportPeriodSchema),
  total: ivaReportPeriodSchema,
})
export type IvaReport = z.infer<typeof ivaReportSchema>

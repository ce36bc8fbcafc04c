import { z } from 'zod'

// docs/product/platform.md#visit-tracking (POST /api/analytics/track-visit): once per browser session, with
// no body or the page's path.

// A password-reset link carries its token in the path; staff must never read it in the visits table.
const RESET_PATH = /^\/resetear-contrasena(\/|$)/

export const trackVisitInputSchema = z
  .strictObject({
    path: z
      .string({ error: 'La ruta debe ser texto.' })
      .trim()
      .max(500, 'La ruta es demasiado larga.')
      .regex(/^\//, 'La ruta debe empezar por /.')
      // Only the path is kept: query strings and fragments may carry personal data.
      .transform((path) => {
        const bare = path.split(/[?#]/)[0] ?? '/'
        return RESET_PATH.test(bare) ? '/resetear-contrasena' : bare
      })
      .optional(),
  })
  // An empty body labelled as JSON (what the SPA sends) reaches validation as null.
  .nullish()
export type TrackVisitInput = z.infer<typeof trackVisitInputSchema>

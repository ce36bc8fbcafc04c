import type { ReactNode } from 'react'

/**
 * Room next to a descriptive field for a helper that writes it (docs/product/assistant.md#writing-helpers
 * 'Generation helpers'): it can read the form's current values when used and fill fields, and renders at the
 * right of the label.
 */
export type FieldAssist<T> = (form: { read: () => T; fill: (patch: Partial<T>) => void }) => ReactNode

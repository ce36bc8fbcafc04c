// docs/product/returns.md#window: the window in force, on its own so that the settings' defaults (in
// every page's first download) need not bring the rest of the returns' rules with them.

/** The `return_window_days` setting when unset, and the whole numbers it accepts. */
export const RETURN_WINDOW_DEFAULT = 30
export const RETURN_WINDOW_RANGE = [1, 365] as const

/** The window in force: the setting when it is a whole number in range, else the default. */
export function returnWindowDays(settings: Readonly<Record<string, string | undefined>>): number {
  const raw = settings.return_window_days?.trim()
  const value = Number(raw)
  const [min, max] = RETURN_WINDOW_RANGE
  return raw && Number.isInteger(value) && value >= min && value <= max ? value : RETURN_WINDOW_DEFAULT
}

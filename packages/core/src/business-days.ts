/**
 * Colombian business days, as consumer deadlines count them: every day but Sunday. A stand-in without the
 * national holidays (docs/decisions/035-consent-and-personal-data.md): the full calendar, with the holidays,
 * replaces this file keeping these two functions. Dates are calendar days read in UTC (callers pass
 * Bogotá's date as a UTC midnight).
 */
export function isBusinessDay(date: Date): boolean {
  return date.getUTCDay() !== 0
}

/** The date `days` business days after `date` (the day itself not counted). */
export function addBusinessDays(date: Date, days: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  let left = days
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1)
    if (isBusinessDay(result)) left -= 1
  }
  return result
}

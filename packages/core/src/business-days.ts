/**
 * Colombian business days, as the issue defines them for consumer deadlines: every day but Sunday.
 * A stand-in without the national holidays: the business-day calendar of issue 29 (holidays, Ley 51 de 1983's
 * Monday moves, Easter) replaces this file with the same two functions. Dates are calendar days read in UTC
 * (callers pass Bogotá's date as a UTC midnight).
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

// docs/product/consumer-rights.md#dias-habiles: the one calendar every legal deadline of the store is counted
// on (retracto, PQR, reversión del pago). A business day ('día hábil') is Monday to Friday except Colombia's
// national holidays; Saturdays do not count (Ley 4 de 1913 art. 62 and the SIC's practice for consumer
// terms). Days are Bogotá calendar days 'YYYY-MM-DD' (Colombia has no daylight saving: UTC-5 all year).
// The holidays are computed (docs/decisions/034-business-days-retracto-pqr.md): Ley 51 de 1983 fixes six,
// moves seven to the following Monday ('Ley Emiliani') and ties five to Easter.

const DAY_MS = 24 * 60 * 60 * 1000
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Holidays kept on their own date whatever the weekday: [month, day]. */
const FIXED: readonly (readonly [number, number])[] = [
  [1, 1], // Año Nuevo
  [5, 1], // Día del Trabajo
  [7, 20], // Independencia
  [8, 7], // Batalla de Boyacá
  [12, 8], // Inmaculada Concepción
  [12, 25], // Navidad
]

/** Ley 51 de 1983: these move to the next Monday when they fall on another weekday. */
const MOVED_TO_MONDAY: readonly (readonly [number, number])[] = [
  [1, 6], // Reyes Magos
  [3, 19], // San José
  [6, 29], // San Pedro y San Pablo
  [8, 15], // Asunción de la Virgen
  [10, 12], // Día de la Raza
  [11, 1], // Todos los Santos
  [11, 11], // Independencia de Cartagena
]

/**
 * Days after Easter Sunday: Jueves y Viernes Santo stay; Ascensión (+39), Corpus Christi (+60) and Sagrado
 * Corazón (+68) fall on a Thursday or Friday and Ley 51 moves them to the next Monday (+43, +64, +71).
 */
const EASTER_OFFSETS = [-3, -2, 43, 64, 71] as const

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return toDay(Date.UTC(year, month - 1, day))
}

function toDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10)
}

function parseDay(day: string): number {
  const match = ISO_DAY.exec(day)
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN
  if (Number.isNaN(ms) || toDay(ms) !== day) throw new RangeError(`Fecha inválida: ${day}`)
  return ms
}

/** The Bogotá calendar day of an instant, 'YYYY-MM-DD'; a day string is returned as it is (validated). */
export function bogotaDay(value: Date | string): string {
  if (typeof value === 'string' && ISO_DAY.test(value)) return toDay(parseDay(value))
  const instant = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Fecha inválida: ${String(value)}`)
  return toDay(instant.getTime() - BOGOTA_OFFSET_MS)
}

const holidayCache = new Map<number, ReadonlySet<string>>()

/** Colombia's national holidays of a year, sorted, as 'YYYY-MM-DD'. */
export function colombianHolidays(year: number): string[] {
  const days: number[] = FIXED.map(([m, d]) => Date.UTC(year, m - 1, d))
  for (const [m, d] of MOVED_TO_MONDAY) {
    const ms = Date.UTC(year, m - 1, d)
    const weekday = new Date(ms).getUTCDay() // 0 Sunday … 6 Saturday
    days.push(ms + ((8 - weekday) % 7) * DAY_MS)
  }
  const easter = parseDay(easterSunday(year))
  for (const offset of EASTER_OFFSETS) days.push(easter + offset * DAY_MS)
  return [...new Set(days.sort((x, y) => x - y).map(toDay))]
}

function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidayCache.get(year)
  if (!set) {
    set = new Set(colombianHolidays(year))
    holidayCache.set(year, set)
  }
  return set
}

export function isColombianHoliday(value: Date | string): boolean {
  const day = bogotaDay(value)
  return holidaysOf(Number(day.slice(0, 4))).has(day)
}

/** Monday to Friday and not a national holiday, on the Bogotá calendar. */
export function isBusinessDay(value: Date | string): boolean {
  const day = bogotaDay(value)
  const weekday = new Date(parseDay(day)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isColombianHoliday(day)
}

/**
 * The day `n` business days after the given day (n ≥ 0), counted from the next day: the day of the event
 * itself never counts, as legal terms are counted. With n = 0 the day itself (when a business day) or the
 * next business day.
 */
export function addBusinessDays(value: Date | string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n debe ser un entero no negativo')
  let ms = parseDay(bogotaDay(value))
  if (n === 0) {
    while (!isBusinessDay(toDay(ms))) ms += DAY_MS
    return toDay(ms)
  }
  for (let left = n; left > 0;) {
    ms += DAY_MS
    if (isBusinessDay(toDay(ms))) left -= 1
  }
  return toDay(ms)
}

/** The last instant of a Bogotá day (23:59:59.999 -05:00): a term ending that day is open until then. */
export function endOfBogotaDay(day: string): Date {
  return new Date(parseDay(bogotaDay(day)) + DAY_MS - 1 + BOGOTA_OFFSET_MS)
}

/** Calendar days (not business days) after a day, e.g. the 30 days to refund a retracto. */
export function addCalendarDays(value: Date | string, n: number): string {
  return toDay(parseDay(bogotaDay(value)) + n * DAY_MS)
}

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: the DIAN's verification digit (dígito de
// verificación, DV) of a NIT. Each digit, from the right, is multiplied by 3, 7, 13, 17, 19, 23, 29, 37, 41,
// 43, 47, 53, 59, 67, 71; the sum modulo 11 is the digit when it is 0 or 1, else 11 minus it.

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const

export const NIT_DV_MESSAGE = 'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.'

/** The verification digit of a NIT of 1 to 15 digits (without its DV). */
export function nitCheckDigit(nit: string): number {
  if (!/^\d{1,15}$/.test(nit)) throw new RangeError('A NIT has 1 to 15 digits.')
  let sum = 0
  for (let i = 0; i < nit.length; i++) sum += Number(nit[nit.length - 1 - i]) * WEIGHTS[i]!
  const rest = sum % 11
  return rest > 1 ? 11 - rest : rest
}

/** True when `dv` is the NIT's verification digit ('800197268', '4'). */
export function isValidNit(nit: string, dv: string | number): boolean {
  return /^\d{1,15}$/.test(nit) && /^\d$/.test(String(dv)) && nitCheckDigit(nit) === Number(dv)
}

import { createHash, timingSafeEqual } from 'node:crypto'
import { cufeSeed, type CufeFields } from '@vitrina/core/dian-cufe'

// docs/decisions/033-electronic-invoicing-provider.md#cufe: SHA-384 of the annex's string, lower-case hex as
// the annex's examples print it. The CUFE keys on the resolution's clave técnica; the CUDE (notas crédito,
// documento equivalente POS) on the software PIN.

export const computeCufe = (fields: CufeFields, technicalKey: string) =>
  createHash('sha384').update(cufeSeed(fields, technicalKey), 'utf8').digest('hex')

export const computeCude = (fields: CufeFields, softwarePin: string) => computeCufe(fields, softwarePin)

/** Case-insensitive, constant-time comparison of two codes. */
export function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase())
  const right = Buffer.from(b.toLowerCase())
  return left.length === right.length && timingSafeEqual(left, right)
}

// docs/decisions/033-electronic-invoicing-provider.md#errors: a provider's refusal, explained in Spanish for
// staff. The provider's messages are kept as they came (they often quote the DIAN's rule), with the JSON
// field names it cites turned into words a merchant recognises.

const FIELD_WORDS: [RegExp, string][] = [
  [/\bcustomer\.identification_document_id\b/g, 'tipo de documento del comprador'],
  [/\bcustomer\.identification\b/g, 'número de documento del comprador'],
  [/\bcustomer\.dv\b/g, 'dígito de verificación (DV) del comprador'],
  [/\bcustomer\.municipality_id\b/g, 'municipio del comprador'],
  [/\bcustomer\.(names|company)\b/g, 'nombre o razón social del comprador'],
  [/\bcustomer\.email\b/g, 'correo del comprador'],
  [/\bnumbering_range_id\b/g, 'rango de numeración'],
  [/\breference_code\b/g, 'código de referencia del documento'],
  [/\bbill_id\b/g, 'factura que corrige la nota'],
  [/\bitems\.(\d+)\.tax_rate\b/g, 'tarifa de IVA de la línea $1'],
  [/\bitems\.(\d+)\.price\b/g, 'precio de la línea $1'],
  [/\bitems\.(\d+)\.quantity\b/g, 'cantidad de la línea $1'],
  [/\bitems\b/g, 'líneas del documento'],
]

export const readableProviderMessage = (message: string) =>
  FIELD_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), message)

export function explainProviderRejection(status: number, messages: string[]): string {
  const detail = messages.map(readableProviderMessage).join(' · ')
  if (status === 409)
    return (
      'El proveedor ya tiene un documento pendiente por enviar a la DIAN con este código de referencia. ' +
      `Revísalo en el proveedor antes de reintentar.${detail ? ` Detalle: ${detail}` : ''}`
    )
  if (status === 401 || status === 403)
    return 'El proveedor de facturación no aceptó las credenciales o no permite esta operación a la cuenta.'
  if (status === 404) return `El proveedor no encontró el documento.${detail ? ` Detalle: ${detail}` : ''}`
  if (messages.some((m) => /rechazo/i.test(m)))
    return `La DIAN rechazó el documento. Corrige lo indicado y vuelve a intentarlo: ${detail}`
  return `El proveedor rechazó el documento. Corrige lo indicado y vuelve a intentarlo: ${detail || `error ${status}`}`
}

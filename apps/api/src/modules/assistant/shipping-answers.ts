import { departamentoOfCapital, findDepartamento, foldPlace } from '@vitrina/core/departamentos'
import { formatCOP } from '@vitrina/core/format'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import { quoteShipping, zonesEnabled } from '@vitrina/core/shipping-zones'
import { FREE_SHIPPING_THRESHOLD_DEFAULT } from '@vitrina/core/totals'
import { placeNames } from './places'

// docs/product/platform.md#one-process: '¿cuánto cuesta el envío a Pasto?' is answered from the store's
// shipping zones with the same quote the checkout shows; a place in no zone gets the flat settings.

interface Place {
  /** As the shopper reads it back: 'Pasto (Nariño)'. */
  label: string
  address: { state_province: string; city: string }
}

/** The city or departamento a message names, resolved to an address the zones can quote. */
export function placeIn(message: string, zones: readonly ShippingZone[]): Place | null {
  const text = ` ${foldPlace(message)} `
  const name = placeNames(zones).find((n) => text.includes(` ${foldPlace(n)} `))
  if (!name) return null
  const capitalOf = departamentoOfCapital(name)
  if (capitalOf)
    return { label: `${name} (${capitalOf})`, address: { state_province: capitalOf, city: name } }
  const departamento = findDepartamento(name)
  if (departamento) return { label: departamento, address: { state_province: departamento, city: '' } }
  // A city only a zone lists: its departamento is the zone's when the zone has just one.
  const zone = zones.find((z) => z.cities.some((c) => foldPlace(c) === foldPlace(name)))
  const only = zone?.departamentos.length === 1 ? zone.departamentos[0]! : null
  return only ? { label: `${name} (${only})`, address: { state_province: only, city: name } } : null
}

/** The shipping cost, zone, estimate and free-shipping rule for the place a message names, or null. */
export function shippingToPlace(
  message: string,
  zones: readonly ShippingZone[],
  settings: Record<string, string>,
): string | null {
  const active = zonesEnabled(settings) ? zones : []
  const place = placeIn(message, active)
  if (!place) return null
  const quote = quoteShipping(active, place.address, settings)
  const threshold = Number(quote.freeShippingThreshold)
  const free =
    Number.isFinite(threshold) &&
    quote.freeShippingThreshold?.trim() &&
    threshold < FREE_SHIPPING_THRESHOLD_DEFAULT
      ? ` Es gratis cuando el subtotal de tu compra, con descuentos, llega a ${formatCOP(threshold)}.`
      : ''
  const cost = quote.cost === 0 ? 'no tiene costo' : `cuesta ${formatCOP(quote.cost)}`
  const zone = quote.zone ? ` (zona ${quote.zone}) y tarda ${quote.estimate}` : ''
  return `El envío a ${place.label} ${cost}${zone}.${free} El costo exacto aparece en el checkout al elegir tu dirección.`
}

const ABROAD =
  /\b(exterior|extranjero|internacional\w*|fuera (de|del) (colombia|pais)|otro pais|otros paises)\b/
// A place named with a capital after 'a', 'hasta' or 'para' ('¿mandan a España?').
const NAMED_PLACE = /\b(?:a|hasta|para)\s+(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)*)/gu

/** Whether a shipping question is about a place outside Colombia: it says so, or names no place we know. */
export function asksAbroad(message: string, zones: readonly ShippingZone[]): boolean {
  if (ABROAD.test(foldPlace(message))) return true
  const known = new Set(placeNames(zones).map(foldPlace))
  const named = [...message.matchAll(NAMED_PLACE)].map((m) => foldPlace(m[1]!))
  return named.length > 0 && named.every((n) => !known.has(n) && ![...known].some((k) => n.startsWith(k)))
}

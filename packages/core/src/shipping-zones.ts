import { findDepartamento, foldPlace } from './departamentos'
import type { TotalsSettings } from './totals'

// docs/product/platform.md#one-process (docs/decisions/017-shipping-zones.md): a zone is a set of
// departamentos, optionally narrowed to some of their cities, with its cost, its own free-shipping
// threshold and a delivery estimate. The checkout and the order service pick the zone with this same code;
// an address in no zone, or a store that switched zones off, pays the docs/product/cart-and-totals.md#totals
// flat settings.

export interface ZoneRule {
  name: string
  departamentos: readonly string[]
  /** City names that narrow the zone inside its departamentos; empty means the whole departamentos. */
  cities: readonly string[]
  /** The DANE codes of those cities (zoneCityCodes), which an address with a code matches by. */
  city_codes?: readonly string[]
  cost: number
  /** Free shipping from this discounted subtotal; null uses the store's free_shipping_threshold. */
  free_shipping_threshold: number | null
  delivery_days_min: number
  delivery_days_max: number
}

/** What shipping to one address costs and takes: a zone's, or the flat settings' (zone null). */
export interface ShippingQuote {
  zone: string | null
  cost: number
  freeShippingThreshold: string | undefined
  estimate: string | null
}

const fold = foldPlace

/** Zones apply unless the store switched them off ('shipping_zones_enabled' = 'false'). */
export function zonesEnabled(settings: { shipping_zones_enabled?: string }): boolean {
  return settings.shipping_zones_enabled !== 'false'
}

/** '2 a 4 días hábiles', or '1 día hábil' when both ends are the same day. */
export function deliveryEstimate(min: number, max: number): string {
  if (min === max) return `${min} ${min === 1 ? 'día hábil' : 'días hábiles'}`
  return `${min} a ${max} días hábiles`
}

/** The place a quote reads: the names, and the DANE code when the address has one. */
export interface ZoneAddress {
  state_province: string
  city: string
  municipality_code?: string | null
}

/**
 * The zone an address falls in: one that names its city wins over one that covers the whole departamento;
 * among equals, the first in the list (the caller orders them). A city matches by DANE code when the address
 * has one (docs/decisions/031-dane-municipalities.md), else by name; accents and case never matter.
 */
export function findZone<Z extends ZoneRule>(zones: readonly Z[], address: ZoneAddress): Z | null {
  const departamento = findDepartamento(address.state_province) ?? address.state_province
  const city = fold(address.city)
  const code = address.municipality_code
  const namesCity = (z: Z) =>
    (!!code && !!z.city_codes?.includes(code)) || z.cities.some((c) => fold(c) === city)
  const inDepartamento = zones.filter((z) => z.departamentos.includes(departamento))
  return inDepartamento.find(namesCity) ?? inDepartamento.find((z) => z.cities.length === 0) ?? null
}

/** The quote for an address: its zone when zones are on and one covers it, else the flat settings. */
export function quoteShipping(
  zones: readonly ZoneRule[],
  address: ZoneAddress | null,
  settings: TotalsSettings & { shipping_zones_enabled?: string },
): ShippingQuote {
  const zone = address && zonesEnabled(settings) ? findZone(zones, address) : null
  if (!zone)
    return {
      zone: null,
      cost: Number(settings.shipping_cost ?? 0) || 0,
      freeShippingThreshold: settings.free_shipping_threshold,
      estimate: null,
    }
  return {
    zone: zone.name,
    cost: zone.cost,
    freeShippingThreshold:
      zone.free_shipping_threshold === null
        ? settings.free_shipping_threshold
        : String(zone.free_shipping_threshold),
    estimate: deliveryEstimate(zone.delivery_days_min, zone.delivery_days_max),
  }
}

/** The settings computeTotals() reads, with the quote's cost and threshold in place of the flat ones. */
export function totalsSettingsFor(settings: TotalsSettings, quote: ShippingQuote): TotalsSettings {
  if (quote.zone === null) return settings
  return {
    ...settings,
    shipping_cost: String(quote.cost),
    free_shipping_threshold: quote.freeShippingThreshold,
  }
}

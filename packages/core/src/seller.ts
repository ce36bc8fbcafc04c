import { paths } from './paths'

// docs/product/consumer-rights.md#quien-vende (Ley 1480 art. 50): the footer, the receipt and the e-mails name
// who sells — razón social, NIT with its DV, address, phone, e-mail and where to complain. The fiscal profile's
// part travels in the public settings under these read-only keys (the server adds them; PUT /api/settings
// refuses them as unknown keys), so the footer needs no request of its own.

export const SELLER_KEYS = {
  legal_name: 'seller_legal_name',
  nit: 'seller_nit',
  address: 'seller_address',
} as const

export interface SellerIdentity {
  legal_name: string
  /** NIT-DV, e.g. '900123456-7'. */
  nit: string
  /** Street address, municipality and departamento. */
  address: string
  phone: string
  email: string
}

/** The public settings entries for a saved fiscal profile. */
export function sellerSettings(profile: {
  legal_name: string
  nit: string
  dv: string
  address: string
  municipality: string
  departamento: string
}) {
  return [
    { setting_key: SELLER_KEYS.legal_name, setting_value: profile.legal_name },
    { setting_key: SELLER_KEYS.nit, setting_value: `${profile.nit}-${profile.dv}` },
    {
      setting_key: SELLER_KEYS.address,
      setting_value: `${profile.address}, ${profile.municipality} (${profile.departamento})`,
    },
  ]
}

/** Who sells, from the settings map; null while the store has no fiscal profile (nothing fiscal is shown). */
export function sellerIdentity(
  settings: Readonly<Record<string, string | undefined>>,
): SellerIdentity | null {
  const legalName = settings[SELLER_KEYS.legal_name]
  const nit = settings[SELLER_KEYS.nit]
  if (!legalName || !nit) return null
  return {
    legal_name: legalName,
    nit,
    address: settings[SELLER_KEYS.address] ?? '',
    phone: settings.contact_phone ?? '',
    email: settings.contact_email ?? '',
  }
}

/** Where a shopper files a petición, queja or reclamo: the contact form (docs/product/consumer-rights.md#pqr). */
export const complaintsUrl = (publicUrl: string) => `${publicUrl}${paths.contact}`

/** The seller's identity as plain lines, for the receipt and the e-mails. */
export function sellerLines(seller: SellerIdentity, complaintsLink: string): string[] {
  return [
    `Vende: ${seller.legal_name} · NIT ${seller.nit}`,
    ...(seller.address ? [`Dirección: ${seller.address}`] : []),
    ...(seller.phone ? [`Teléfono: ${seller.phone}`] : []),
    ...(seller.email ? [`Correo: ${seller.email}`] : []),
    `Peticiones, quejas y reclamos: ${complaintsLink}`,
  ]
}

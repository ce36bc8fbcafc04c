import type { LucideIcon } from 'lucide-react'
import { Mail, MapPin, Phone } from 'lucide-react'
import { useSettings } from '../../settings'

/**
 * docs/product/content.md#contact-page: e-mail, phone and address from the settings; a card is shown only for
 * a value that exists.
 */
export function ContactCards() {
  const { data: settings = {} } = useSettings()
  const email = settings.contact_email?.trim()
  const phone = settings.contact_phone?.trim()
  const address = settings.contact_address?.trim()
  const cards: { Icon: LucideIcon; title: string; value: string; href?: string }[] = [
    ...(email ? [{ Icon: Mail, title: 'Correo electrónico', value: email, href: `mailto:${email}` }] : []),
    ...(phone
      ? [{ Icon: Phone, title: 'Teléfono', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` }]
      : []),
    ...(address ? [{ Icon: MapPin, title: 'Dirección', value: address }] : []),
  ]
  if (cards.length === 0) return null
  return (
    <ul className="grid gap-4">
      {cards.map(({ Icon, title, value, href }) => (
        <li
          key={title}
          className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary-ink">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-foreground">{title}</h2>
            {href ? (
              <a href={href} className="rounded break-words text-primary-ink hover:underline">
                {value}
              </a>
            ) : (
              <p className="text-muted">{value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

import { Link } from 'react-router'
import { Container } from '../../components/container'
import { AdBlock } from '../../features/ads/components/ad-block'
import { SellerIdentity } from '../../features/settings/components/seller-identity'
import { SocialLinks } from '../../features/settings/components/social-links'
import { StoreBrand } from '../../features/settings/components/store-brand'
import { useSetting, useStoreName } from '../../features/settings/settings.api'
import { paths } from '@vitrina/core/paths'

const groups = [
  {
    title: 'Navegación',
    links: [
      { to: paths.home, label: 'Inicio' },
      { to: paths.shop, label: 'Tienda' },
      { to: paths.account.profile, label: 'Mi Cuenta' },
    ],
  },
  {
    title: 'Información',
    links: [
      { to: paths.about, label: 'Sobre nosotros' },
      { to: paths.policies, label: 'Políticas' },
      { to: paths.faqs, label: 'Preguntas frecuentes' },
      { to: paths.contact, label: 'Contacto' },
    ],
  },
]

/** The store footer (docs/product/platform.md#footer). */
export function StoreFooter() {
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 space-y-4">
          <StoreBrand />
          <p className="max-w-sm text-sm text-muted">{slogan}</p>
          <SocialLinks />
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2
              id={`footer-${group.title}`}
              className="text-sm font-semibold tracking-wide text-foreground uppercase"
            >
              {group.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block rounded py-1 text-sm text-muted transition hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="empty:hidden">
        <AdBlock slot="adsense_ad_slot_in_content" className="mb-10" />
      </Container>
      <div className="border-t border-border">
        <Container className="space-y-4 py-5 text-center text-sm text-muted sm:text-left">
          <SellerIdentity />
          <p>
            © {new Date().getFullYear()} {storeName}. Todos los derechos reservados.
          </p>
        </Container>
      </div>
    </footer>
  )
}

import { NavLink } from 'react-router'
import { Container } from '../../components/container'
import { AccountLink } from '../../features/auth/components/account-link'
import { AdminLink } from '../../features/auth/components/admin-link'
import { CartLink } from '../../features/cart/components/cart-link'
import { StoreBrand } from '../../features/settings/components/store-brand'
import { MobileMenu } from './mobile-menu'
import { storeNav } from './store-nav'

/**
 * The store header (spec §2.2). Each action is its feature's own component, so the storefront can add
 * search, comparison and the cart badge without touching this frame.
 */
export function StoreHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <Container className="flex h-16 items-center gap-3 sm:gap-6">
        <StoreBrand className="mr-auto md:mr-0" />
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {storeNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className="rounded-lg px-3 py-2 text-sm font-medium text-muted transition hover:text-foreground aria-[current=page]:text-primary-ink"
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 md:ml-auto">
          <div className="mr-2 hidden md:block">
            <AdminLink look="header" />
          </div>
          <CartLink />
          <AccountLink />
          <MobileMenu />
        </div>
      </Container>
    </header>
  )
}

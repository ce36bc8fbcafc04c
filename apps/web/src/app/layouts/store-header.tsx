import { NavLink } from 'react-router'
import { Container } from '../../components/container'
import { AccountLink } from '../../features/auth/components/account-link'
import { AdminLink } from '../../features/auth/components/admin-link'
import { CartLink } from '../../features/cart/components/cart-link'
import { CategoryMenu } from '../../features/catalog/components/category-menu'
import { SearchBox } from '../../features/catalog/components/search-box'
import { CompareButton } from '../../features/compare/components/compare-button'
import { StoreBrand } from '../../features/settings/components/store-brand'
import { MobileMenu } from './mobile-menu'
import { storeNav } from './store-nav'

/**
 * The store header (docs/product/platform.md#header): brand, navigation with the 'Categorías' menu
 * (docs/product/catalogue.md#category-menu), live search, compare, cart and account. On phones the search wraps onto its own full-width row under the icons.
 */
export function StoreHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 md:h-16 md:flex-nowrap md:py-0 lg:gap-x-6">
        <StoreBrand className="mr-auto md:mr-0" />
        <nav aria-label="Principal" className="hidden items-center gap-1 lg:flex">
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
          <CategoryMenu />
        </nav>
        <SearchBox className="order-last basis-full md:order-none md:max-w-md md:flex-1 md:basis-auto" />
        <div className="flex items-center gap-0.5 sm:gap-1 md:ml-auto">
          <div className="mr-2 hidden lg:block">
            <AdminLink look="header" />
          </div>
          <CompareButton />
          <CartLink />
          <AccountLink />
          <MobileMenu />
        </div>
      </Container>
    </header>
  )
}

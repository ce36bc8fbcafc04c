import { Heart, MapPin, Package, ShieldCheck, UserRound } from 'lucide-react'
import { Suspense } from 'react'
import { NavLink, Outlet } from 'react-router'
import { Container } from '../../components/container'
import { PageLoader } from '../../components/page-loader'
import { Card } from '../../components/ui/card'
import { UserAvatar } from '../../features/auth/components/user-avatar'
import { useSessionStore } from '../../features/auth/session.store'
import { paths } from '@vitrina/core/paths'

const links = [
  { to: paths.account.profile, label: 'Mi perfil', Icon: UserRound },
  { to: paths.account.orders, label: 'Mis pedidos', Icon: Package },
  { to: paths.account.addresses, label: 'Mis direcciones', Icon: MapPin },
  { to: paths.account.wishlist, label: 'Lista de deseos', Icon: Heart },
  { to: paths.account.privacy, label: 'Mis datos', Icon: ShieldCheck },
]

/**
 * The account area (docs/product/account.md#account-area): a sidebar with the user's name and e-mail beside
 * the page.
 */
export function AccountLayout() {
  const user = useSessionStore((state) => state.user)
  return (
    <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 lg:py-12">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <Card className="p-4">
          <div className="flex items-center gap-3 border-b border-border pb-4">
            <UserAvatar imageRef={user?.profile_image_url} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">{user?.username}</p>
              <p className="truncate text-sm text-muted">{user?.email}</p>
            </div>
          </div>
          <nav aria-label="Mi cuenta" className="mt-3 grid grid-cols-2 gap-1 lg:grid-cols-1">
            {links.map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                to={to}
                className="flex min-w-0 items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-muted transition hover:bg-foreground/5 hover:text-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary-ink"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </nav>
        </Card>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </Container>
  )
}

import { formatDate } from '@vitrina/core/format'
import { LogOut } from 'lucide-react'
import { paths } from '@vitrina/core/paths'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { UserAvatar } from '../../auth'
import { useSessionStore } from '../../auth'

/** docs/product/account.md#profile: who is signed in, since when, and the way out. */
export function ProfileCard() {
  const user = useSessionStore((state) => state.user)
  const logout = useSessionStore((state) => state.logout)
  if (!user) return null

  // A full page load to the home page (docs/product/account.md#profile: logout returns to /): the guarded
  // area cannot bounce to /login on the way out, and nothing of this customer stays in the page's memory on a
  // shared device.
  const signOut = () => {
    logout()
    window.location.assign(paths.home)
  }

  return (
    <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
      <UserAvatar imageRef={user.profile_image_url} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="truncate text-xl font-bold text-foreground">{user.username}</p>
          <p className="truncate text-muted">{user.email}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Roles">
          {user.roles.map((role) => (
            <li key={role}>
              <Badge>{role}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">Miembro desde {formatDate(user.created_at)}</p>
      </div>
      <Button variant="outline" onClick={signOut} className="self-start sm:self-center">
        <LogOut className="size-4" aria-hidden="true" />
        Cerrar Sesión
      </Button>
    </Card>
  )
}

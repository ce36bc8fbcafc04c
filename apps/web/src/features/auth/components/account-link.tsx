import clsx from 'clsx'
import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { useSessionStore } from '../session.store'
import { UserAvatar } from './user-avatar'

const iconLink =
  'flex size-10 items-center justify-center rounded-lg text-foreground transition hover:bg-foreground/5'

/** Avatar to the account when logged in, a login icon otherwise (docs/product/platform.md#header). */
export function AccountLink({ className }: { className?: string }) {
  const user = useSessionStore((state) => (state.isAuthenticated ? state.user : null))
  if (!user) {
    return (
      <Link to={paths.login} aria-label="Iniciar sesión" className={clsx(iconLink, className)}>
        <LogIn className="size-5" aria-hidden="true" />
      </Link>
    )
  }
  return (
    <Link
      to={paths.account.profile}
      aria-label={`Mi cuenta (${user.username})`}
      className={clsx(iconLink, className)}
    >
      <UserAvatar imageRef={user.profile_image_url} />
    </Link>
  )
}

import clsx from 'clsx'
import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { useStoreName } from '../settings.api'

/** The store's name as a link home, with a mark in the theme colour. */
export function StoreBrand({ className }: { className?: string }) {
  const storeName = useStoreName()
  return (
    <Link to="/" className={clsx('inline-flex min-w-0 items-center gap-2.5 rounded-lg font-bold', className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary text-on-primary shadow-sm">
        <ShoppingBag className="size-5" aria-hidden="true" />
      </span>
      <span className="truncate text-lg tracking-tight text-foreground">{storeName}</span>
    </Link>
  )
}

import clsx from 'clsx'
import { imageUrl, PROFILE_UPLOADS } from '@vitrina/core/images'
import { CircleUserRound } from 'lucide-react'

const sizes = { sm: 'size-8', md: 'size-12', lg: 'size-20' }

/** The user's profile photo, or a neutral icon when they have none (docs/product/platform.md#header). */
export function UserAvatar({
  imageRef,
  size = 'sm',
}: {
  imageRef: string | null | undefined
  size?: keyof typeof sizes
}) {
  if (!imageRef) {
    return <CircleUserRound className={clsx('shrink-0 text-muted', sizes[size])} aria-hidden="true" />
  }
  return (
    <img
      src={imageUrl(imageRef, PROFILE_UPLOADS)}
      alt=""
      className={clsx('shrink-0 rounded-full border border-border object-cover', sizes[size])}
    />
  )
}

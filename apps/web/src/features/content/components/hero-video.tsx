import { HERO_DEFAULT_SLOGAN } from '@vitrina/core/constants'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Container } from '../../../components/container'
import { buttonClasses } from '../../../components/ui/button'
import { useMediaQuery } from '../../../lib/use-media-query'
import { useStoredSetting, useStoreName } from '../../settings'

/**
 * docs/product/content.md#hero-video: a full-screen looping muted video from hero_video_url with the store
 * name and slogan (default 'Tu estilo, tu historia.'); nothing at all without a video URL.
 */
export function HeroVideo() {
  const url = useStoredSetting('hero_video_url')
  const storeName = useStoreName()
  const slogan = useStoredSetting('store_slogan') || HERO_DEFAULT_SLOGAN
  // Shoppers who ask for less motion see the first frame; the controls-free video never starts itself.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  if (!url) return null
  return (
    <section className="relative h-[calc(100dvh-4rem)] max-h-[56rem] min-h-[26rem] overflow-hidden bg-black">
      <video
        key={url}
        src={url}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        className="absolute inset-0 size-full object-cover"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-black/10"
        aria-hidden="true"
      />
      <Container className="relative flex h-full flex-col items-start justify-end gap-5 pb-14 text-white sm:pb-20">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {storeName}
        </h1>
        <p className="max-w-2xl text-xl font-medium text-balance text-white/90 sm:text-2xl">{slogan}</p>
        <Link to={paths.shop} className={buttonClasses({ size: 'lg' })}>
          Ver la tienda
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </Container>
    </section>
  )
}

import { SETTING_DEFAULTS } from '@vitrina/core/settings-defaults'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSettings } from '../../settings'
import { ensureContrast } from '../../settings'

/** Copies of the text per half of the track: enough to cover wide screens with short announcements. */
const COPIES = 4

/**
 * The home's announcement marquee (docs/product/content.md#announcement-banner): only when
 * announcement_banner_enabled is 'true' and there is text; clickable when a link is set; colours and font
 * from the settings. Shoppers who ask for less motion get the text standing still.
 */
export function AnnouncementBanner() {
  const { data: settings = {} } = useSettings()
  const text = settings.announcement_banner_text?.trim()
  if (settings.announcement_banner_enabled !== 'true' || !text) return null

  const background = settings.announcement_banner_bg_color || SETTING_DEFAULTS.announcement_banner_bg_color!
  const chosenText =
    settings.announcement_banner_text_color || SETTING_DEFAULTS.announcement_banner_text_color!
  // The text is large and bold, so 3:1 is the readable minimum (WCAG large text); the merchant's colour is
  // kept whenever it reaches it.
  const color = ensureContrast(chosenText, [background], 3)
  const link = settings.announcement_banner_link?.trim()
  const half = (
    <span className="flex shrink-0">
      {Array.from({ length: COPIES }, (_, i) => (
        <span key={i} className="flex items-center gap-10 pr-10">
          {text}
          <span className="opacity-70">✦</span>
        </span>
      ))}
    </span>
  )

  const body = (
    <>
      <span className="sr-only">{text}</span>
      <span
        aria-hidden="true"
        className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:hidden"
      >
        {half}
        {half}
      </span>
      <span aria-hidden="true" className="hidden px-4 text-center whitespace-normal motion-reduce:block">
        {text}
      </span>
    </>
  )

  return (
    <aside
      aria-label="Anuncio"
      style={{
        backgroundColor: background,
        color,
        fontFamily: settings.announcement_banner_font_family || 'inherit',
      }}
      className="overflow-hidden"
    >
      <BannerLink link={link}>{body}</BannerLink>
    </aside>
  )
}

const bannerClass =
  'group block overflow-hidden py-2.5 text-[1.1875rem] leading-tight font-bold whitespace-nowrap focus-visible:outline-offset-[-4px] focus-visible:outline-current'

function BannerLink({ link, children }: { link: string | undefined; children: ReactNode }) {
  if (!link) return <div className={bannerClass}>{children}</div>
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={bannerClass}>
        {children}
      </Link>
    )
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={bannerClass}>
      {children}
    </a>
  )
}

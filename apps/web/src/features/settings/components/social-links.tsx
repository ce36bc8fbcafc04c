import type { ComponentType, SVGProps } from 'react'
import { FacebookIcon, InstagramIcon, TiktokIcon, XIcon, YoutubeIcon } from '../../../components/social-icons'
import { useSettings } from '../settings.api'

const NETWORKS: { key: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'social_facebook_url', label: 'Facebook', Icon: FacebookIcon },
  { key: 'social_instagram_url', label: 'Instagram', Icon: InstagramIcon },
  { key: 'social_tiktok_url', label: 'TikTok', Icon: TiktokIcon },
  { key: 'social_youtube_url', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'social_twitter_url', label: 'X (Twitter)', Icon: XIcon },
]

/** One icon per network whose URL setting exists (docs/product/platform.md#footer). */
export function SocialLinks() {
  const { data: settings } = useSettings()
  const links = NETWORKS.flatMap((network) => {
    const url = settings?.[network.key]?.trim()
    return url ? [{ ...network, url }] : []
  })
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Redes sociales">
      {links.map(({ key, label, url, Icon }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (se abre en una pestaña nueva)`}
            className="flex size-10 items-center justify-center rounded-full border border-border text-foreground transition hover:border-primary-ink hover:text-primary-ink"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}

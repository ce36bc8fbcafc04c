import { Container } from '../components/container'
import { TrustPoints } from '../components/trust-points'
import { AdBlock } from '../features/ads/components/ad-block'
import { CategoryTiles } from '../features/catalog/components/category-tiles'
import { FeaturedProducts } from '../features/catalog/components/featured-products'
import { FutureProducts } from '../features/catalog/components/future-products'
import { AnnouncementBanner } from '../features/content/components/announcement-banner'
import { HeroVideo } from '../features/content/components/hero-video'
import { StoreIntro } from '../features/content/components/store-intro'
import { useSetting, useSettings, useStoredSetting, useStoreName } from '../features/settings/settings.api'
import { AfterFirstPaint } from '../lib/after-first-paint'

/**
 * docs/product/catalogue.md#home: banner, video hero, welcome block, categories, 'Productos Destacados',
 * 'Próximamente'. Title and description: the store's.
 */
export function HomePage() {
  const hasVideo = Boolean(useStoredSetting('hero_video_url'))
  const welcome = useSetting('home_welcome_enabled') === 'true'
  const storeName = useStoreName()
  const { data: settings = {} } = useSettings()
  return (
    <>
      <AnnouncementBanner />
      <HeroVideo />
      {welcome && <StoreIntro belowHero={hasVideo} />}
      {/* The page still names itself when neither block is shown. */}
      {!hasVideo && !welcome && <h1 className="sr-only">{storeName}</h1>}
      <Container className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <TrustPoints
          settings={settings}
          className="sm:grid-cols-3"
          itemClassName="border border-border shadow-sm"
        />
        {/* Below the fold on a phone: drawn after the first paint, one section per task. */}
        <AfterFirstPaint>
          <CategoryTiles />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <FeaturedProducts />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <AdBlock slot="adsense_ad_slot_in_content" />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <FutureProducts />
        </AfterFirstPaint>
      </Container>
    </>
  )
}

import { Container } from '../components/container'
import { TrustPoints } from '../components/trust-points'
import { AdBlock } from '../features/ads/components/ad-block'
import { FeaturedProducts } from '../features/catalog/components/featured-products'
import { FutureProducts } from '../features/catalog/components/future-products'
import { AnnouncementBanner } from '../features/content/components/announcement-banner'
import { HeroVideo } from '../features/content/components/hero-video'
import { StoreIntro } from '../features/content/components/store-intro'
import { useStoredSetting } from '../features/settings/settings.api'

/**
 * docs/product/catalogue.md#home: banner, hero, 'Productos Destacados', 'Próximamente'. Title and
 * description: the store's.
 */
export function HomePage() {
  const hasVideo = Boolean(useStoredSetting('hero_video_url'))
  return (
    <>
      <AnnouncementBanner />
      {hasVideo ? <HeroVideo /> : <StoreIntro />}
      <Container className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <TrustPoints className="sm:grid-cols-3" itemClassName="border border-border shadow-sm" />
        <FeaturedProducts />
        <AdBlock slot="adsense_ad_slot_in_content" />
        <FutureProducts />
      </Container>
    </>
  )
}

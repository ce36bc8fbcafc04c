import { AboutView } from '../features/content/components/about-view'

export function AboutPage() {
  return <AboutView />
}

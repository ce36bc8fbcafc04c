import { useQuery } from '@tanstack/react-query'
import { Eye, Gem, HeartHandshake, Leaf, Lightbulb, Palette, Target } from 'lucide-react'
import { Container } from '../../../components/container'
import { LoadState } from '../../../components/load-state'
import { paragraphs } from '../../../lib/paragraphs'
import { useSetting, useSettings, useStoreName } from '../../settings'
import type { AboutSectionKey } from '@vitrina/core/schemas/content'
import { CLAIM_DEFAULTS, parseAboutStats } from '@vitrina/core/store-claims'
import { aboutOptions } from '../content.api'

// docs/product/content.md#about-page About: five values, and the statistics the merchant sets
// (docs/product/consumer-rights.md#promesas-de-la-tienda).
const VALUES = [
  {
    Icon: Gem,
    title: 'Calidad',
    text: 'Elegimos materiales y proveedores que duran, y revisamos cada pedido antes de enviarlo.',
  },
  {
    Icon: Lightbulb,
    title: 'Innovación',
    text: 'Buscamos nuevas formas de diseñar, vender y entregar, sin perder lo que funciona.',
  },
  {
    Icon: HeartHandshake,
    title: 'Servicio al Cliente',
    text: 'Te respondemos rápido y de verdad: antes, durante y después de tu compra.',
  },
  {
    Icon: Leaf,
    title: 'Sostenibilidad',
    text: 'Preferimos producción local, empaques reciclables y prendas hechas para durar.',
  },
  {
    Icon: Palette,
    title: 'Creatividad',
    text: 'Trabajamos con diseñadores y artesanos colombianos que le ponen alma a cada pieza.',
  },
]

/**
 * docs/product/content.md#about-page: hero, history, mission and vision from /api/about (with fallbacks),
 * values and statistics.
 */
export function AboutView() {
  const about = useQuery(aboutOptions())
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  // An emptied setting hides the figures (useSetting would put the default back).
  const { data: settings } = useSettings()
  const stats = parseAboutStats(settings?.about_stats ?? CLAIM_DEFAULTS.about_stats)
  if (about.isPending)
    return (
      <Container>
        <LoadState tone="loading">Cargando...</LoadState>
      </Container>
    )

  // A missing or failed section falls back to a neutral text, so the page never shows holes.
  const section = (key: AboutSectionKey, title: string, content: string) => {
    const found = about.data?.find((s) => s.section_key === key)
    return { title: found?.title.trim() || title, content: found?.content.trim() || content }
  }
  const hero = section('hero', `Sobre ${storeName}`, slogan)
  const history = section(
    'history',
    'Nuestra historia',
    `${storeName} nació de la idea de acercar productos bien hechos a todos los rincones de Colombia, con precios justos y un trato cercano.`,
  )
  const mission = section(
    'mission',
    'Nuestra misión',
    'Hacer que comprar en línea sea fácil, seguro y agradable para cada cliente.',
  )
  const vision = section(
    'vision',
    'Nuestra visión',
    'Ser la tienda en línea de confianza de las familias colombianas.',
  )

  return (
    <>
      <section className="border-b border-border bg-card">
        <Container className="py-14 text-center sm:py-20">
          <p className="mb-4 inline-flex rounded-full border border-primary-ink/30 bg-card px-3 py-1 text-sm font-semibold text-primary-ink">
            Sobre Nosotros
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
            {hero.title}
          </h1>
          <div className="mx-auto mt-5 max-w-2xl space-y-3 text-lg text-muted">
            {paragraphs(hero.content).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Container>
      </section>
      <Container className="space-y-16 py-14 sm:space-y-20 sm:py-20">
        <section aria-labelledby="historia" className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
          <h2 id="historia" className="text-3xl font-bold tracking-tight text-foreground">
            {history.title}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-muted">
            {paragraphs(history.content).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...mission, Icon: Target },
            { ...vision, Icon: Eye },
          ].map(({ title, content, Icon }) => (
            <section key={title} className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary-ink">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-5 text-2xl font-bold text-foreground">{title}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted">
                {paragraphs(content).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
        <section aria-labelledby="valores" className="space-y-8">
          <h2 id="valores" className="text-center text-3xl font-bold tracking-tight text-foreground">
            Nuestros valores
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-5 text-center shadow-sm">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent/15 text-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-bold text-foreground">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        {stats.length > 0 && (
          <section aria-label="Cifras" className="rounded-3xl bg-primary px-6 py-10 text-on-primary sm:px-10">
            <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
              {stats.map((stat) => (
                <div key={`${stat.value} ${stat.label}`} className="flex flex-col-reverse gap-1">
                  <dt className="text-sm font-medium">{stat.label}</dt>
                  <dd className="text-4xl font-extrabold tracking-tight">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </Container>
    </>
  )
}

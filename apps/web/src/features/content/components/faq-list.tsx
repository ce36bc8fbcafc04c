import { useQuery } from '@tanstack/react-query'
import { faqMetaDescription } from '@vitrina/core/meta'
import { MessageCircleQuestion } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { PageMeta } from '../../../components/page-meta'
import { Accordion } from '../../../components/ui/accordion'
import { LoadState } from '../../../components/load-state'
import { buttonClasses } from '../../../components/ui/button'
import { paragraphs } from '../../../lib/paragraphs'
import { faqsOptions } from '../content.api'

/** docs/product/content.md#faq-page FAQ: an accordion; the description is the first three questions. */
export function FaqList() {
  const faqs = useQuery(faqsOptions())
  if (faqs.isPending) return <LoadState tone="loading">Cargando preguntas...</LoadState>
  if (faqs.isError) return <LoadState tone="error">Error al cargar las preguntas.</LoadState>
  if (faqs.data.length === 0) {
    return (
      <EmptyState icon={MessageCircleQuestion} title="Aún no hay preguntas publicadas">
        Si tienes una duda, escríbenos y te responderemos pronto.
      </EmptyState>
    )
  }
  return (
    <div className="max-w-3xl space-y-8">
      <PageMeta description={faqMetaDescription(faqs.data)} />
      <Accordion
        headingLevel={2}
        defaultOpen={[faqs.data[0]!.id]}
        items={faqs.data.map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: (
            <div className="space-y-3 leading-relaxed">
              {paragraphs(faq.answer).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ),
        }))}
      />
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-primary/8 p-5 sm:p-6">
        <p className="font-semibold text-foreground">¿No encontraste tu respuesta?</p>
        <Link to={paths.contact} className={buttonClasses()}>
          Escríbenos
        </Link>
      </div>
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import { policiesMetaDescription } from '@vitrina/core/meta'
import { FileText } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { PageMeta } from '../../../components/page-meta'
import { Accordion } from '../../../components/ui/accordion'
import { policiesOptions } from '../content.api'

/**
 * docs/product/content.md#policies-page policies: an accordion of titles whose content is HTML. It is
 * rendered only from the server's sanitized copy (docs/product/content.md#html-sanitizing: sanitized on write
 * with an allow-list).
 */
export function PolicyList() {
  const policies = useQuery(policiesOptions())
  if (policies.isPending) return <LoadState tone="loading">Cargando...</LoadState>
  if (policies.isError) return <LoadState tone="error">Error al cargar las políticas.</LoadState>
  if (policies.data.length === 0) {
    return (
      <EmptyState icon={FileText} title="Aún no hay políticas publicadas">
        Muy pronto publicaremos nuestras condiciones de compra, envío y devoluciones.
      </EmptyState>
    )
  }
  return (
    <div className="max-w-3xl">
      <PageMeta description={policiesMetaDescription(policies.data)} />
      <Accordion
        headingLevel={2}
        defaultOpen={[policies.data[0]!.id]}
        items={policies.data.map((policy) => ({
          id: policy.id,
          title: policy.title,
          content: <div className="rich-text" dangerouslySetInnerHTML={{ __html: policy.content }} />,
        }))}
      />
    </div>
  )
}

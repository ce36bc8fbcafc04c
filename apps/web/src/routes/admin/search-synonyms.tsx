import { PageHeader } from '../../components/page-header'
import { SearchSynonymsManager } from '../../features/search-synonyms/components/search-synonyms-manager'

/** docs/product/search.md#staff-synonyms */
export function AdminSearchSynonymsPage() {
  return (
    <>
      <PageHeader
        title="Sinónimos de búsqueda"
        description="Palabras que tus clientes usan para lo mismo. Una búsqueda con cualquiera de ellas encuentra los productos nombrados con las otras, al instante."
      />
      <SearchSynonymsManager />
    </>
  )
}

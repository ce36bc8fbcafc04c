import { PageHeader } from '../../components/page-header'
import { ConsentsPanel } from '../../features/privacy/components/consents-panel'
import { DataRightsPanel } from '../../features/privacy/components/data-rights-panel'

/** docs/product/consumer-rights.md: the holder's consents and rights over their data (Ley 1581 de 2012). */
export function AccountPrivacyPage() {
  return (
    <>
      <PageHeader
        title="Mis datos y privacidad"
        description="Tus autorizaciones, la descarga de tus datos y la eliminación de tu cuenta."
      />
      <div className="space-y-6">
        <ConsentsPanel />
        <DataRightsPanel />
      </div>
    </>
  )
}

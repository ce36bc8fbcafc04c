import { PageHeader } from '../../components/page-header'
import { Accordion } from '../../components/ui/accordion'
import { AccountPqr } from '../../features/contact/components/account-pqr'
import { ChangePasswordForm } from '../../features/profile/components/change-password-form'
import { ProfileCard } from '../../features/profile/components/profile-card'
import { ProfilePhotos } from '../../features/profile/components/profile-photos'

// docs/product/account.md#profile /cuenta/perfil: the card, then collapsible sections, the photos open by
// default.
const sections = [
  { id: 'fotos', title: 'Gestionar Mis Fotos', content: <ProfilePhotos /> },
  { id: 'contrasena', title: 'Cambiar Contraseña', content: <ChangePasswordForm /> },
  // docs/product/consumer-rights.md#pqr
  { id: 'pqr', title: 'Mis Peticiones, Quejas y Reclamos', content: <AccountPqr /> },
]

export function AccountProfilePage() {
  return (
    <>
      <PageHeader title="Mi Cuenta" description="Tus datos, tus fotos de perfil y tu contraseña." />
      <div className="space-y-6">
        <ProfileCard />
        <Accordion items={sections} defaultOpen={['fotos']} headingLevel={2} />
      </div>
    </>
  )
}

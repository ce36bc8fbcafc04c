import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'
import { ProfileCard } from '../../features/profile/components/profile-card'

export function AccountProfilePage() {
  return (
    <>
      <PageHeader title="Mi Cuenta" description="Tus datos, tus fotos de perfil y tu contraseña." />
      <div className="space-y-6">
        <ProfileCard />
        <ComingSoon>Muy pronto podrás gestionar tus fotos y cambiar tu contraseña desde aquí.</ComingSoon>
      </div>
    </>
  )
}

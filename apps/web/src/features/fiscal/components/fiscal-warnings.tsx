import { useQuery } from '@tanstack/react-query'
import { paths } from '@vitrina/core/paths'
import { NUMBERING_LABELS } from '@vitrina/core/schemas/fiscal'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { isAdmin } from '@vitrina/core/roles'
import { useSessionStore } from '../../auth'
import { fiscalWarningsOptions } from '../fiscal.api'

/**
 * docs/product/fiscal.md#avisos: on the dashboard, before a numbering resolution runs out of numbers (90%
 * used) or of validity (30 days left), so staff ask the DIAN for a new one in time.
 */
export function FiscalWarnings() {
  const warnings = useQuery(fiscalWarningsOptions())
  const admin = useSessionStore((state) => isAdmin(state.user?.roles ?? []))
  if (!warnings.data?.length) return null
  return (
    <Alert tone="info" className="mb-6">
      <p className="font-semibold">Numeración de facturación por renovar</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.data.map((w) => (
          <li key={`${w.kind}-${w.code}`}>
            {NUMBERING_LABELS[w.kind]}: {w.message}
          </li>
        ))}
      </ul>
      {admin && (
        <Link to={paths.admin.fiscalProfile} className="mt-2 inline-block font-semibold underline">
          Ir al perfil fiscal
        </Link>
      )}
    </Alert>
  )
}

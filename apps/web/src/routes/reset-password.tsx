import { AUTH_MESSAGES } from '@vitrina/core/schemas/auth'
import { useParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Alert } from '../components/ui/alert'
import { TextLink } from '../components/ui/text-link'
import { AuthShell } from '../features/auth/components/auth-shell'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'

export function ResetPasswordPage() {
  const token = useParams().token?.trim()
  return (
    <AuthShell title="Restablecer Contraseña" description="Crea una contraseña nueva para tu cuenta.">
      {/* The URL carries a secret token: never hand it to other sites as a referrer
          (docs/product/auth.md#password-reset). React places the tag in <head>. */}
      <meta name="referrer" content="no-referrer" />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-5">
          <Alert tone="error">{AUTH_MESSAGES.missingResetToken}</Alert>
          <TextLink to={paths.forgotPassword}>Solicitar un nuevo enlace</TextLink>
        </div>
      )}
    </AuthShell>
  )
}

import { paths } from '@vitrina/core/paths'
import { TextLink } from '../components/ui/text-link'
import { AuthShell } from '../features/auth/components/auth-shell'
import { RegisterForm } from '../features/auth/components/register-form'

export function RegisterPage() {
  return (
    <AuthShell
      title="Crear Cuenta"
      description="Regístrate para guardar tus direcciones, seguir tus pedidos y tu lista de deseos."
      footer={
        <>
          ¿Ya tienes una cuenta? <TextLink to={paths.login}>Inicia sesión</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  )
}

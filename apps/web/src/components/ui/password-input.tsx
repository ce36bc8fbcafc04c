import clsx from 'clsx'
import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Input } from './input'

export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={clsx('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label="Mostrar contraseña"
        aria-pressed={visible}
        className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-md text-muted transition hover:bg-foreground/5 hover:text-foreground"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  )
}

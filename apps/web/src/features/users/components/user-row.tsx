import clsx from 'clsx'
import { formatDate } from '@vitrina/core/format'
import { ROLE } from '@vitrina/core/roles'
import type { AdminUser } from '@vitrina/core/schemas/users'
import { useId, useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api-client'
import { UserAvatar } from '../../auth'
import { rolesOf, STAFF_CHOICES, staffChoiceOf, type StaffChoice } from '../staff-role'
import { useSetUserActive, useSetUserRoles } from '../users.api'

const badgeTone: Record<string, string> = {
  [ROLE.admin]: 'border-primary-ink/30 bg-primary/10 text-primary-ink',
  [ROLE.employee]: 'border-accent/40 bg-accent/15 text-foreground',
  [ROLE.customer]: 'border-border bg-foreground/5 text-muted',
}

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span
          key={role}
          className={clsx(
            'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
            badgeTone[role] ?? badgeTone[ROLE.customer],
          )}
        >
          {role}
        </span>
      ))}
    </span>
  )
}

/** One account of the Users screen: who, roles, since when, and what an Administrador may change. */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const selectId = useId()
  const selfHintId = useId()
  const setRoles = useSetUserRoles()
  const setActive = useSetUserActive()
  const [confirming, setConfirming] = useState(false)

  function changeRole(choice: StaffChoice) {
    const label = STAFF_CHOICES.find((c) => c.value === choice)!.label
    setRoles.mutate(
      { id: user.id, roles: rolesOf(choice) },
      {
        onSuccess: () => toast.success(`${user.username} ahora es ${label}.`),
        onError: (error) => toast.error(errorMessage(error, 'No se pudo cambiar el rol.')),
      },
    )
  }

  function changeActive(is_active: boolean) {
    setActive.mutate(
      { id: user.id, is_active },
      {
        onSuccess: () => {
          setConfirming(false)
          toast.success(
            is_active ? `Cuenta de ${user.username} reactivada.` : `Cuenta de ${user.username} desactivada.`,
          )
        },
        onError: (error) => toast.error(errorMessage(error, 'No se pudo cambiar el estado de la cuenta.')),
      },
    )
  }

  return (
    <li className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_12rem_9rem] lg:items-center">
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar imageRef={user.profile_image_url} />
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate font-semibold text-foreground">
            {user.username}
            {isSelf && <span className="text-xs font-medium text-muted">(tú)</span>}
            {!user.is_active && (
              <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white">
                Desactivada
              </span>
            )}
          </p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          <p className="text-xs text-muted">{`Miembro desde ${formatDate(user.created_at)}`}</p>
        </div>
      </div>
      <RoleBadges roles={user.roles} />
      <div className="flex items-center gap-2 lg:contents">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="sr-only">
            {`Rol de ${user.username}`}
          </label>
          <Select
            id={selectId}
            value={staffChoiceOf(user.roles)}
            disabled={isSelf || setRoles.isPending}
            aria-describedby={isSelf ? selfHintId : undefined}
            onChange={(event) => changeRole(event.target.value as StaffChoice)}
          >
            {STAFF_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex shrink-0 lg:justify-end">
          {user.is_active ? (
            <Button
              variant="outline"
              size="sm"
              disabled={isSelf}
              aria-describedby={isSelf ? selfHintId : undefined}
              onClick={() => setConfirming(true)}
              aria-label={`Desactivar la cuenta de ${user.username}`}
            >
              Desactivar
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              pending={setActive.isPending}
              onClick={() => changeActive(true)}
              aria-label={`Reactivar la cuenta de ${user.username}`}
            >
              Reactivar
            </Button>
          )}
        </div>
      </div>
      {isSelf && (
        <p id={selfHintId} className="text-xs text-muted lg:col-span-4">
          No puedes cambiar tu propio rol ni desactivar tu cuenta.
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`¿Desactivar la cuenta de ${user.username}?`}
        description="No podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Puedes reactivarla cuando quieras."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            pending={setActive.isPending}
            pendingText="Desactivando..."
            onClick={() => changeActive(false)}
          >
            Desactivar cuenta
          </Button>
        </div>
      </Dialog>
    </li>
  )
}

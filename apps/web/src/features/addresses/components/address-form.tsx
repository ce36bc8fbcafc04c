import { zodResolver } from '@hookform/resolvers/zod'
import { DEFAULT_COUNTRY } from '@vitrina/core/constants'
import { DEPARTAMENTO_CODES, DEPARTAMENTOS, findDepartamento } from '@vitrina/core/departamentos'
import { ADDRESS_SAVED_MESSAGE, addressInputSchema, type Address } from '@vitrina/core/schemas/addresses'
import { Save } from 'lucide-react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { ApiError, errorWithReason } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useCreateAddress } from '../addresses.api'
import { MunicipioCombobox } from './municipio-combobox'

type FormInput = z.input<typeof addressInputSchema>
type FormOutput = z.output<typeof addressInputSchema>

const SAVE_FAILED = 'Hubo un error al guardar la dirección.'

// The form always picks the municipio from the DANE list (docs/decisions/031-dane-municipalities.md); the
// API alone also takes a typed city.
const formSchema = addressInputSchema.refine((a) => a.municipality_code, {
  message: 'Elige el municipio de la lista.',
  path: ['municipality_code'],
})

/**
 * docs/product/account.md#address-form: recipient, phone, street, city, departamento and postal code
 * required, reference optional, the recipient prefilled from the username, Colombia as the country. The same
 * zod contract as the server validates it; the server's field messages land on their fields
 * (docs/product/account.md#address-form texts).
 */
export function AddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (address: Address) => void
  onCancel?: () => void
}) {
  const username = useSessionStore((state) => state.user?.username ?? '')
  const create = useCreateAddress()
  const empty: FormInput = {
    recipient_name: username,
    phone_number: '',
    street_address: '',
    city: '',
    state_province: '',
    municipality_code: null,
    postal_code: '',
    reference: '',
    country: DEFAULT_COUNTRY,
    is_default: false,
  }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  })
  const [state, code, city] = useWatch({ control, name: ['state_province', 'municipality_code', 'city'] })
  const departamento = findDepartamento(state ?? '')
  const municipio = code ? { code, name: city } : null
  const departamentoField = register('state_province', {
    // A new departamento clears the municipio picked in the previous one.
    onChange: () => {
      setValue('municipality_code', null)
      setValue('city', '')
    },
  })

  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ address }) => {
        toast.success(ADDRESS_SAVED_MESSAGE)
        reset(empty)
        onSaved(address)
      },
      onError: (error) => {
        if (error instanceof ApiError)
          for (const { field, message } of error.errors ?? [])
            if (field in empty) setError(field as Path<FormInput>, { message })
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Nueva dirección">
      {create.isError && <Alert tone="error">{errorWithReason(create.error, SAVE_FAILED)}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nombre de quien recibe" error={errors.recipient_name?.message}>
          {(props) => <Input {...props} {...register('recipient_name')} autoComplete="name" required />}
        </Field>
        <Field label="Teléfono" error={errors.phone_number?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('phone_number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
          )}
        </Field>
      </div>
      <Field
        label="Dirección"
        hint="Calle, carrera, número, apartamento"
        error={errors.street_address?.message}
      >
        {(props) => (
          <Input {...props} {...register('street_address')} autoComplete="street-address" required />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Departamento" error={errors.state_province?.message}>
          {(props) => (
            <Select {...props} {...departamentoField} autoComplete="address-level1" required>
              <option value="">Selecciona un departamento</option>
              {DEPARTAMENTOS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Municipio o ciudad"
          hint="Escribe y elige de la lista"
          error={errors.municipality_code?.message ?? errors.city?.message}
        >
          {(props) => (
            <MunicipioCombobox
              control={props}
              departamentoCode={departamento && DEPARTAMENTO_CODES[departamento]}
              value={municipio}
              onChange={(place) => {
                setValue('city', place?.name ?? '')
                setValue('municipality_code', place?.code ?? null, { shouldValidate: !!place })
              }}
            />
          )}
        </Field>
        <Field label="Código postal" hint="6 dígitos" error={errors.postal_code?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('postal_code')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              required
            />
          )}
        </Field>
        <Field label="País">
          {(props) => <Input {...props} {...register('country')} readOnly autoComplete="country-name" />}
        </Field>
      </div>
      <Field label="Referencia (opcional)" hint="Ej.: portería, torre 2" error={errors.reference?.message}>
        {(props) => <Input {...props} {...register('reference')} />}
      </Field>
      <label className="flex items-center gap-2.5 text-sm text-foreground">
        <input type="checkbox" {...register('is_default')} className="size-4 accent-primary" />
        Usar como dirección predeterminada
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={create.isPending} pendingText="Guardando...">
          <Save className="size-4" aria-hidden="true" />
          Guardar dirección
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  )
}

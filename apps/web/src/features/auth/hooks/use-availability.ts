import { useQuery } from '@tanstack/react-query'
import { AVAILABILITY_DEBOUNCE_MS, USERNAME_MIN_LENGTH } from '@vitrina/core/constants'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { availabilityOptions, type AvailabilityField } from '../auth.api'

export type Availability = 'idle' | 'checking' | 'available' | 'taken'

// docs/product/auth.md#availability-checks: when each check is worth asking the server.
export const shouldCheckUsername = (username: string) => username.length >= USERNAME_MIN_LENGTH
export const shouldCheckEmail = (email: string) => email.includes('@') && email.includes('.')

function useAvailability(
  field: AvailabilityField,
  value: string,
  shouldCheck: (value: string) => boolean,
): Availability {
  const debounced = useDebouncedValue(value, AVAILABILITY_DEBOUNCE_MS)
  // While the user is still typing the last answer belongs to another value, so it is not shown.
  const enabled = debounced === value && shouldCheck(debounced)
  const query = useQuery({ ...availabilityOptions(field, debounced), enabled })
  if (!enabled || query.isError) return 'idle'
  if (query.isPending) return 'checking'
  return query.data.available ? 'available' : 'taken'
}

export function useUsernameAvailability(username: string): Availability {
  return useAvailability('username', username.trim(), shouldCheckUsername)
}

export function useEmailAvailability(email: string): Availability {
  return useAvailability('email', email.trim().toLowerCase(), shouldCheckEmail)
}

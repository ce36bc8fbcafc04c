import { slugify } from '@vitrina/core/slug'
import { useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * The slug follows the name (core's slugify, the server's rule) until staff type their own; emptying
 * it makes it follow again. An existing record keeps its slug, so shared links do not break.
 */
export function useSlugFromName<T extends FieldValues & { name: string; slug: string }>(
  form: UseFormReturn<T>,
  { follow }: { follow: boolean },
) {
  const [following, setFollowing] = useState(follow)
  const setSlug = (value: string) =>
    form.setValue('slug' as Path<T>, value as PathValue<T, Path<T>>, {
      shouldValidate: form.formState.isSubmitted,
    })

  return {
    /** Spread into the name's register options. */
    onNameChange: (event: { target: { value: string } }) => {
      if (following) setSlug(slugify(event.target.value))
    },
    /** Spread into the slug's register options. */
    onSlugChange: (event: { target: { value: string } }) => setFollowing(event.target.value.trim() === ''),
    /** 'Generar desde el nombre': back to the name's slug, following it again. */
    regenerate: () => {
      setSlug(slugify(form.getValues('name' as Path<T>) as string))
      setFollowing(true)
    },
  }
}

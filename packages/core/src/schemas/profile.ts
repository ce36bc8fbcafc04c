import { z } from 'zod'

// docs/product/account.md#profile-photos (one primary; the primary cannot be deleted nor set primary again).

export const PROFILE_IMAGE_FIELD = 'profileImage'
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const PROFILE_IMAGES_MAX = 10

export const profileImageSchema = z.object({
  id: z.number().int(),
  /** A stored file name under /uploads/profiles (imageUrl(ref, PROFILE_UPLOADS) gives the URL). */
  image_url: z.string(),
  is_primary: z.boolean(),
  created_at: z.string(),
})
export type ProfileImage = z.infer<typeof profileImageSchema>
export const profileImageListSchema = z.array(profileImageSchema)

export const profileImageUploadedSchema = z.object({
  message: z.string(),
  /** The session's profile image after the upload (the first upload becomes the primary). */
  profile_image_url: z.string().nullable(),
  image: profileImageSchema,
})

export const newPrimaryImageSchema = z.object({ message: z.string(), new_primary_image_url: z.string() })

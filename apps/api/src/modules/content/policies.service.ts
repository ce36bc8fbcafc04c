import type { Policy, PolicyInput } from '@vitrina/core/schemas/content'
import { policies } from '../../db/schema'
import { requiredRichText } from '../../lib/html'
import { orderedEntries } from './ordered-entries'

/** Published by every policy write: drops the cached public list (and the sitemap's date of /politicas). */
export const POLICIES_TOPIC = 'policies'

/**
 * docs/product/content.md#html-sanitizing: only the sanitized copy of the HTML is stored and ever rendered.
 */
function cleanContent(input: Partial<PolicyInput>): Partial<PolicyInput> {
  return input.content === undefined ? input : { ...input, content: requiredRichText(input.content) }
}

/** docs/product/content.md#policies-page: titles and HTML content, in the order staff chose. */
const entries = orderedEntries<Policy, PolicyInput>(policies, {
  columns: { id: policies.id, title: policies.title, content: policies.content },
  prepare: cleanContent,
  notFound: { message: 'Política no encontrada.', code: 'POLICY_NOT_FOUND' },
})

export const listPolicies = entries.list
export const listPoliciesAdmin = entries.listAdmin
export const createPolicy = entries.create
export const updatePolicy = entries.update
export const deletePolicy = entries.remove

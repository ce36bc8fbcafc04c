import { eq, sql } from 'drizzle-orm'
import type { Policy, PolicyInput } from '@vitrina/core/schemas/content'
import type { Db } from '../../db/client'
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

/**
 * An edit of the title or the text makes a new version (docs/product/consumer-rights.md#consentimiento): for
 * the data-treatment policy, customers who accepted an older one are asked again at their next sign-in.
 */
export async function updatePolicy(db: Db, id: number, input: Partial<PolicyInput>) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: policies.title, content: policies.content })
      .from(policies)
      .where(eq(policies.id, id))
      .for('update')
    const updated = await entries.update(tx, id, input)
    if (before && (updated.title !== before.title || updated.content !== before.content))
      await tx
        .update(policies)
        .set({ version: sql`${policies.version} + 1` })
        .where(eq(policies.id, id))
    return updated
  })
}
export const deletePolicy = entries.remove

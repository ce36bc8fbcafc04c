import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { isStaff } from '@vitrina/core/roles'
import {
  PRIVACY_MESSAGES,
  type Consent,
  type ConsentKind,
  type ConsentStatus,
} from '@vitrina/core/schemas/privacy'
import type { Db } from '../../db/client'
import { consents, policies } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'

type Channel = Consent['channel']
export interface ConsentOrigin {
  channel: Channel
  ip: string | null
}

/**
 * docs/product/consumer-rights.md#consentimiento: the data-treatment policy is the first policy (in the order
 * staff gave them) whose title names 'tratamiento de datos' or 'privacidad'; staff need no extra switch.
 */
export async function currentDataPolicy(db: Db): Promise<{ id: number | null; version: number }> {
  const [row] = await db
    .select({ id: policies.id, version: policies.version })
    .from(policies)
    .where(sql`${policies.title} ~* '(tratamiento de (los )?datos|privacidad)'`)
    .orderBy(asc(policies.sort_order), asc(policies.id))
    .limit(1)
  return row ?? { id: null, version: 0 }
}

const toConsent = (row: typeof consents.$inferSelect): Consent => ({
  id: row.id,
  kind: row.kind,
  policy_version: row.policy_version,
  channel: row.channel,
  accepted_at: row.accepted_at.toISOString(),
  withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
})

async function insertConsents(db: Db, userId: string, kinds: ConsentKind[], origin: ConsentOrigin) {
  if (!kinds.length) return
  const policy = await currentDataPolicy(db)
  await db.insert(consents).values(
    kinds.map((kind) => ({
      user_id: userId,
      kind,
      policy_id: policy.id,
      policy_version: policy.version,
      channel: origin.channel,
      ip: origin.ip,
    })),
  )
}

/** At sign-up, inside its transaction: the policy (required by the schema) and marketing when ticked. */
export async function recordSignUpConsents(
  db: Db,
  userId: string,
  input: { marketing_consent?: boolean | undefined },
  origin: ConsentOrigin,
): Promise<void> {
  const kinds: ConsentKind[] = ['tratamiento_datos']
  if (input.marketing_consent) kinds.push('marketing_email', 'marketing_whatsapp')
  await insertConsents(db, userId, kinds, origin)
}

/**
 * A customer must (re)accept when no live acceptance covers the current policy and version. Staff accounts
 * are not asked: their data is treated under their employment, not this policy (decision 035).
 */
export async function isPolicyPending(db: Db, userId: string, roles: readonly string[]): Promise<boolean> {
  if (isStaff(roles)) return false
  const policy = await currentDataPolicy(db)
  const [live] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.user_id, userId),
        eq(consents.kind, 'tratamiento_datos'),
        isNull(consents.withdrawn_at),
        policy.id === null ? undefined : eq(consents.policy_id, policy.id),
        sql`${consents.policy_version} >= ${policy.version}`,
      ),
    )
    .limit(1)
  return !live
}

export async function listConsents(db: Db, userId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.user_id, userId))
    .orderBy(desc(consents.accepted_at), desc(consents.id))
  return rows.map(toConsent)
}

export async function consentStatus(
  db: Db,
  userId: string,
  roles: readonly string[],
): Promise<ConsentStatus> {
  const policy = await currentDataPolicy(db)
  return {
    policy_id: policy.id,
    policy_version: policy.version,
    privacy_policy_pending: await isPolicyPending(db, userId, roles),
    consents: await listConsents(db, userId),
  }
}

/** Accept the policy's current version; the client says which version it showed, so a stale screen is caught. */
export async function acceptPolicy(db: Db, userId: string, version: number, origin: ConsentOrigin) {
  const policy = await currentDataPolicy(db)
  if (version !== policy.version)
    throw conflict(
      'La política cambió mientras la leías. Revisa la versión vigente y acéptala de nuevo.',
      'POLICY_VERSION_CHANGED',
    )
  await insertConsents(db, userId, ['tratamiento_datos'], origin)
}

async function liveConsent(db: Db, userId: string, kind: ConsentKind) {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.user_id, userId), eq(consents.kind, kind), isNull(consents.withdrawn_at)))
    .limit(1)
  return row ?? null
}

/** Marketing may be given after sign-up too; giving it twice keeps the first acceptance. */
export async function grantMarketing(db: Db, userId: string, kind: ConsentKind, origin: ConsentOrigin) {
  if (kind === 'tratamiento_datos') throw badRequest(PRIVACY_MESSAGES.withdrawDataConsent, 'DATA_CONSENT')
  if (!(await liveConsent(db, userId, kind))) await insertConsents(db, userId, [kind], origin)
}

/** Ley 1581 art. 8 e): marketing consent is withdrawn at any time, without a reason. */
export async function withdrawMarketing(db: Db, userId: string, kind: ConsentKind) {
  const live = await liveConsent(db, userId, kind)
  if (!live) throw notFound(PRIVACY_MESSAGES.consentNotFound, 'CONSENT_NOT_FOUND')
  await db
    .update(consents)
    .set({ withdrawn_at: new Date() })
    .where(and(eq(consents.user_id, userId), eq(consents.kind, kind), isNull(consents.withdrawn_at)))
}

/** Deletion ends every consent: the rows stay, dated, as proof of what was authorised and until when. */
export async function withdrawAllConsents(db: Db, userId: string) {
  await db
    .update(consents)
    .set({ withdrawn_at: new Date() })
    .where(and(eq(consents.user_id, userId), isNull(consents.withdrawn_at)))
}

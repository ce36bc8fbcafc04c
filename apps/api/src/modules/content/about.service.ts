import { inArray, sql } from 'drizzle-orm'
import { ABOUT_SECTION_KEYS, type AboutSection, type AboutUpdate } from '@vitrina/core/schemas/content'
import type { Db } from '../../db/client'
import { aboutContent } from '../../db/schema'

/** Published by every About write: drops the cached page (and the sitemap's date of /sobre-nosotros). */
export const ABOUT_TOPIC = 'about'

/**
 * docs/product/content.md#about-editor: the four editable sections, always all four and in page order, so the
 * editor has a field for each even before staff first write one.
 */
export async function listAboutSections(db: Db): Promise<AboutSection[]> {
  const rows = await db
    .select({
      section_key: aboutContent.section_key,
      title: aboutContent.title,
      content: aboutContent.content,
    })
    .from(aboutContent)
    .where(inArray(aboutContent.section_key, [...ABOUT_SECTION_KEYS]))
  const byKey = new Map(rows.map((row) => [row.section_key, row]))
  return ABOUT_SECTION_KEYS.map((section_key) => ({
    section_key,
    title: byKey.get(section_key)?.title ?? '',
    content: byKey.get(section_key)?.content ?? '',
  }))
}

/** Writes the sections sent; the others keep their text. */
export async function updateAboutSections(db: Db, sections: AboutUpdate): Promise<void> {
  await db
    .insert(aboutContent)
    .values(sections)
    .onConflictDoUpdate({
      target: aboutContent.section_key,
      set: { title: sql`excluded.title`, content: sql`excluded.content`, updated_at: sql`now()` },
    })
}

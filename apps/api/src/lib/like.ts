/** Text for a SQL LIKE pattern, its wildcards (% and _) and the escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** A LIKE pattern matching values that contain `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`

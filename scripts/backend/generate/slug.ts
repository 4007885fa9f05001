/** URL slugs from Nordic text: 'Bodø Sentrum' → 'bodo-sentrum', 'Hämeenlinna' → 'hameenlinna'. */

const letters: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

/** A lowercase ASCII slug of words joined by '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöüß]/g, (ch) => letters[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique among those handed out before ('x', 'x-2', 'x-3'…). */
export class SlugPool {
  private readonly used = new Set<string>();

  /** A unique slug for the text. */
  take(text: string): string {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; this.used.has(slug); n += 1) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

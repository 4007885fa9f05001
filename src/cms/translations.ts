/**
 * Which of a page's translations are indexable pages of the site, for its head's hreflang
 * alternates (src/lib/alternates.ts). The sitemap reads this from the output manifest (a kept page
 * that is not noIndex); a render has no manifest, so it asks the content backend for each
 * translation and applies the tests that decide what the build keeps: the backend answers a page
 * at that path, the path is the page's canonical one (./canonical.ts), the page is no redirect
 * (spec 2.5) and it is not noIndex. Run on the same content, the two agree
 * (tests/unit/lib/alternates.test.ts, tests/integration/alternates.test.ts).
 *
 * A translation's page changes what this page's head says: the page's record keeps what was found
 * here, and a regeneration pass renders the page again when a translation it changed no longer
 * agrees with it (src/server/regen/translations.ts).
 */
import { isLocaleCode, type LocaleCode } from '../config/locales';
import { UpstreamError } from '../lib/http/client';
import type { CmsClient } from './client';
import { isCanonicalPath } from './canonical';
import { redirectLocation } from './queries';
import type { PageContent } from './schemas';

/** A page's translations that are indexable pages: locale → path within that locale. */
export type IndexableTranslations = Partial<Record<LocaleCode, string>>;

/**
 * Asks the content backend for each of the page's translations (in parallel), reading only what
 * decides this (src/cms/schemas.ts pageIndexingSchema). A translation whose answer is malformed is
 * no page (its own render fails, so the build keeps none); any other failure of the call is this
 * render's failure, as an article list's is: a head made without the answer would be kept with a
 * wrong set.
 */
export async function indexableTranslations(content: PageContent, locale: LocaleCode, client: CmsClient): Promise<IndexableTranslations> {
  const asked = Object.entries(content.localizedPagePaths).filter(
    (entry): entry is [LocaleCode, string] => isLocaleCode(entry[0]) && entry[0] !== locale && entry[1] !== undefined,
  );
  const answers = await Promise.all(
    asked.map(async ([code, path]) => {
      const response = await client.pageIndexing(path, code).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.failure === 'invalid') return null;
        throw error;
      });
      const indexable =
        response !== null && isCanonicalPath(path, response, code) && redirectLocation(response.content, code) === null && !response.content.noIndex;
      return indexable ? ([code, path] as const) : null;
    }),
  );
  return Object.fromEntries(answers.filter((a) => a !== null));
}

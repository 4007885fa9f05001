/**
 * The editor's page: server-rendered HTML, no script, no external assets. Plain
 * and accessible: `lang`, a skip link, labelled fields, headings per section, visible focus, and
 * messages in a status (or alert) region. Controls keep stable English names ("Save draft",
 * "Publish", "Discard draft", "Delete", "Preview") for the end-to-end test through the edge.
 */
import { defaultLocale, getLocale, localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { siteRoutes } from '../../../../src/config/site-routes';
import { t } from '../../../../src/i18n/t';
import type { PageContent } from '../../../../src/cms/schemas';
import type { PageDraft } from '../store';
import { html, raw, type Html } from './html';
import type { SiteStatus } from './site-status';

const CSS = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid #ccc}
.brand{font-weight:700;margin:.75rem 0}
a{color:#0b4fa3}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #b35900;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem .5rem}
label{display:block;font-weight:600;margin-top:.75rem}
.check label{display:inline;font-weight:400;margin-left:.4rem}
input[type=text],input[type=search],select,textarea{font:inherit;padding:.35rem;border:1px solid #666;border-radius:3px;width:100%;max-width:40rem}
button{font:inherit;padding:.4rem .9rem;margin:.75rem .5rem 0 0;border:1px solid #0b4fa3;border-radius:3px;background:#0b4fa3;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4fa3}
button.danger{background:#a4000f;border-color:#a4000f}
.inline{display:inline}
.search{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:end}
.search div{flex:1 1 12rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
.hint{color:#555;font-size:.9rem;margin:.25rem 0}
.msg{border-left:4px solid #1a7f37;background:#eef8f0;padding:.5rem .75rem}
.msg.error{border-color:#a4000f;background:#fdeeee}
.field-error{color:#a4000f;font-weight:600;margin:.25rem 0}
input[aria-invalid=true]{border-color:#a4000f;border-width:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
code{overflow-wrap:anywhere}
`;

/** Texts of the status codes a redirect after a form post carries (never free text from the URL). */
export const STATUS_TEXT: Record<string, string> = {
  'draft-saved': 'Draft saved. Visitors still see the published entry.',
  'draft-saved-rewritten': 'Draft saved. Visitors still see the published entry.',
  'draft-empty': 'Nothing differs from the published entry, so there is no draft.',
  published: 'Published. The site regenerates the page; its status is below.',
  'published-unsent': 'Published, but the site did not take the webhook; it finds the change in the change feed at its next pull.',
  discarded: 'Draft discarded.',
  'nothing-discarded': 'There was no draft to discard.',
  deleted: 'Entry deleted.',
};

function shell(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Content editor</title>
<link rel="icon" href="data:,">
<style>${raw(CSS)}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p class="brand"><a href="/">Content editor</a> <span class="hint">(the embedded stand-in CMS)</span></p></header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

function message(status: string | undefined, error: string | undefined, also?: string): Html {
  if (error) return html`<p class="msg error" role="alert">${error}</p>`;
  const text = status ? STATUS_TEXT[status] : undefined;
  return text ? html`<p class="msg" role="status">${text}${also ? ` ${also}` : ''}</p>` : html``;
}

/** The site's own paths, as the slug's hint names them (src/config/site-routes.ts). */
const RESERVED = Object.values(siteRoutes).join(', ');

/** The link to an entry's edit form. */
export function entryHref(locale: LocaleCode, path: string, extra: Record<string, string> = {}): string {
  return `/editor/entry?${new URLSearchParams({ locale, path, ...extra })}`;
}

/** The page's public path on the site: fi-FI unprefixed, the others under /<code> (src/i18n/paths.ts). */
export function sitePath(locale: LocaleCode, path: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

export interface ListView {
  locale: LocaleCode;
  q: string;
  page: number;
  pages: number;
  total: number;
  from: number;
  rows: { page: PageContent; draft: PageDraft | undefined }[];
  status?: string;
}

/** The list of a locale's entries, with the locale chooser and search (GET, so it can be linked). */
export function listPage(view: ListView): Html {
  const { locale, q } = view;
  const lang = getLocale(locale).iso;
  const pageHref = (n: number) => `/?${new URLSearchParams({ locale, ...(q ? { q } : {}), page: String(n) })}`;
  const summary =
    view.total === 0
      ? html`No entries in ${locale}${q ? html` match “${q}”` : ''}.`
      : html`Showing ${view.from + 1}–${view.from + view.rows.length} of ${view.total} entries in ${locale}${q ? html` matching “${q}”` : ''}.`;
  return shell(
    `Entries (${locale})`,
    html`
<h1>Entries</h1>
${message(view.status, undefined)}
<form class="search" method="get" action="/" role="search">
<div><label for="locale">Locale</label>
<select id="locale" name="locale">${localeCodes.map((c) => html`<option value="${c}"${c === locale ? raw(' selected') : ''}>${c} (${getLocale(c).title})</option>`)}</select></div>
<div><label for="q">Search by title or path</label>
<input id="q" name="q" type="search" value="${q}" maxlength="200"></div>
<div><button type="submit">Search</button></div>
</form>
<p id="summary">${summary}</p>
${
  view.rows.length > 0
    ? html`<table aria-describedby="summary">
<thead><tr><th scope="col">Title</th><th scope="col">Path</th><th scope="col">Type</th><th scope="col">Draft</th></tr></thead>
<tbody>
${view.rows.map(
  ({
    page,
    draft,
  }) => html`<tr><td lang="${lang}"><a href="${entryHref(locale, page.slug)}">${page.title || page.slug}</a></td><td><code>${page.slug}</code></td><td>${page.contentType}</td><td>${draft ? 'Draft' : ''}</td></tr>
`,
)}</tbody>
</table>`
    : ''
}
${
  view.pages > 1
    ? html`<nav aria-label="Result pages"><p>
${view.page > 1 ? html`<a rel="prev" href="${pageHref(view.page - 1)}">Previous page</a> ` : ''}Page ${view.page} of ${view.pages}${view.page < view.pages ? html` <a rel="next" href="${pageHref(view.page + 1)}">Next page</a>` : ''}
</p></nav>`
    : ''
}
`,
  );
}

export interface EntryView {
  locale: LocaleCode;
  page: PageContent;
  draft: PageDraft | undefined;
  /** the form's values: the draft applied, or what a refused post sent */
  values: { title: string; description: string; slug: string; noIndex: boolean };
  preview: { href: string } | { reason: string };
  status?: string;
  error?: string;
  /** why the slug sent was refused (the page-path rule's words), shown at the field */
  slugError?: string | undefined;
  site?: SiteStatus;
}

/** An entry's edit form: the draft, its preview, publish, discard and delete. */
export function entryPage(view: EntryView): Html {
  const { locale, page, draft, values } = view;
  const lang = getLocale(locale).iso;
  const hidden = html`<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="path" value="${page.slug}">`;
  const changed = draft ? (['title', 'description', 'slug', 'noIndex'] as const).filter((k) => draft[k] !== undefined) : [];
  return shell(
    `Edit ${page.title || page.slug}`,
    html`
<p><a href="${`/?${new URLSearchParams({ locale })}`}">All entries in ${locale}</a></p>
<h1>Edit “<span lang="${lang}">${page.title || page.slug}</span>”</h1>
${message(view.status, view.error, view.status === 'draft-saved-rewritten' && draft?.slug ? t('en-EU', 'pagePath.saved', { path: draft.slug }) : undefined)}
<dl>
<dt>Locale</dt><dd>${locale}</dd>
<dt>Published path</dt><dd><code>${page.slug}</code></dd>
<dt>Type</dt><dd>${page.contentType}</dd>
<dt>Version</dt><dd>${page.version}</dd>
<dt>Draft</dt><dd>${draft ? `saved ${draft.savedAt}; changes ${changed.join(', ')}` : 'none'}</dd>
</dl>
<section aria-labelledby="draft-heading">
<h2 id="draft-heading">Draft</h2>
<p class="hint">Saving keeps the changes as a draft: only a preview shows them until you publish.</p>
<form method="post" action="/editor/draft">
${hidden}
<label for="title">Title</label>
<input id="title" name="title" type="text" lang="${lang}" value="${values.title}" required maxlength="300">
<label for="description">Description</label>
<textarea id="description" name="description" lang="${lang}" rows="4" maxlength="1000">${values.description}</textarea>
<label for="slug">Slug</label>
<input id="slug" name="slug" type="text" value="${values.slug}" required maxlength="1024"${
      view.slugError ? raw(' aria-invalid="true" aria-describedby="slug-error slug-hint"') : raw(' aria-describedby="slug-hint"')
    }>
${view.slugError ? html`<p id="slug-error" class="field-error">${view.slugError}</p>` : ''}
<p id="slug-hint" class="hint">The page's path within ${locale}, e.g. /news/summer-2026 or /offers/v.47: letters, digits, hyphens and full stops, with a slash between its parts. It is saved in lower case, with hyphens for spaces. The site keeps ${RESERVED} and what lies under them for itself.</p>
<div class="check"><input id="noIndex" name="noIndex" type="checkbox" value="true"${values.noIndex ? raw(' checked') : ''}><label for="noIndex">Hide from search engines (noIndex)</label></div>
<button type="submit">Save draft</button>
</form>
<p>${
      'href' in view.preview
        ? html`<a href="${view.preview.href}" rel="noreferrer">Preview</a> <span class="hint">(the site in preview mode, with the draft; the link carries the preview secret, so do not share it)</span>`
        : html`No preview link: ${view.preview.reason}.`
    }</p>
</section>
<section aria-labelledby="publish-heading">
<h2 id="publish-heading">Publish</h2>
<p>${draft ? `Publishing makes the draft's ${changed.join(', ')} public.` : 'There is no draft: nothing to publish or discard.'}</p>
<form class="inline" method="post" action="/editor/publish">${hidden}<button type="submit">Publish</button></form>
<form class="inline" method="post" action="/editor/discard">${hidden}<button type="submit" class="secondary">Discard draft</button></form>
</section>
<section aria-labelledby="delete-heading">
<h2 id="delete-heading">Delete</h2>
<p>Deleting removes the page from the site. You are asked to confirm.</p>
<form method="get" action="/editor/delete">${hidden}<button type="submit" class="danger">Delete</button></form>
</section>
${view.site ? siteSection(view.site, locale, page.slug) : ''}
`,
  );
}

function siteSection(site: SiteStatus, locale: LocaleCode, path: string): Html {
  const regen = site.regeneration;
  const health = site.health;
  const last = regen.ok ? regen.value.lastPass : null;
  const lag = health.ok ? health.value.feed : undefined;
  return html`<section aria-labelledby="site-heading">
<h2 id="site-heading">Site status</h2>
<p class="hint">From ${site.origin}, asked just now. <a href="${entryHref(locale, path, { site: '1' })}">Refresh site status</a></p>
<h3>Regeneration</h3>
${
  regen.ok
    ? html`<dl>
<dt>Last pass</dt><dd>${last ? `#${last.pass}, finished ${last.finishedAt}` : 'none yet'}</dd>
<dt>Pages rendered</dt><dd>${last ? String(last.renderedCount) : '0'}${last && last.renderedCount > 0 ? html` (<code>${last.rendered.slice(0, 5).join(', ')}</code>${last.renderedCount > 5 ? ' …' : ''})` : ''}</dd>
<dt>Failures</dt><dd>${last ? String(last.failedCount) : '0'} in the last pass; ${String(regen.value.failures.length)} recent${regen.value.failures.length > 0 ? html`<ul>${regen.value.failures.slice(-5).map((f) => html`<li><code>${f.path}</code>: ${f.reason}</li>`)}</ul>` : ''}</dd>
<dt>Now</dt><dd>${regen.value.running ? 'a pass is running' : 'idle'}; ${String(regen.value.queued)} changes queued; ${String(regen.value.passes)} passes since start</dd>
</dl>`
    : html`<p>Regeneration status unavailable: ${regen.reason}.</p>`
}
<h3>Change feed</h3>
${
  health.ok
    ? lag
      ? html`<dl>
<dt>Feed lag</dt><dd>${lag.lagMs === null ? 'not measured yet' : `${lag.lagMs} ms`}</dd>
<dt>Last pull</dt><dd>${lag.lastPullAt ?? 'never'}</dd>
<dt>Cursor</dt><dd><code>${lag.cursor ?? 'none'}</code></dd>
<dt>Last failure</dt><dd>${lag.lastFailure ? `${lag.lastFailure.at}: ${lag.lastFailure.reason}` : 'none'}</dd>
</dl>`
      : html`<p>The site does not report a change feed.</p>`
    : html`<p>Feed status unavailable: ${health.reason}.</p>`
}
</section>`;
}

/** The confirm step of Delete (no script needed). */
export function deletePage(locale: LocaleCode, page: PageContent): Html {
  return shell(
    `Delete ${page.title || page.slug}?`,
    html`
<h1>Delete “<span lang="${getLocale(locale).iso}">${page.title || page.slug}</span>”?</h1>
<p>This removes the page at <code>${page.slug}</code> in ${locale} from the site, with its draft. It cannot be undone.</p>
<form method="post" action="/editor/delete">
<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="path" value="${page.slug}"><input type="hidden" name="confirm" value="yes">
<button type="submit" class="danger">Yes, delete</button>
</form>
<p><a href="${entryHref(locale, page.slug)}">Cancel</a></p>
`,
  );
}

/** A page for a refusal (unknown entry, cross-site post, bad form). */
export function problemPage(title: string, text: string, back: { href: string; label: string } = { href: '/', label: 'All entries' }): Html {
  return shell(
    title,
    html`
<h1>${title}</h1>
<p class="msg error" role="alert">${text}</p>
<p><a href="${back.href}">${back.label}</a></p>
`,
  );
}

/** The login form (answered with 401 to any editor page without a login); `next` is where it goes after. */
export function loginPage(next: string, error?: string): Html {
  return shell(
    'Log in',
    html`
<h1>Log in to the editor</h1>
${error ? html`<p class="msg error" role="alert">${error}</p>` : ''}
<p>The token is <code>CMS_EDITOR_TOKEN</code> of the backend's environment; <code>npm start</code> and <code>npm run edge</code> print it when they made one.</p>
<form method="post" action="/editor/login">
<input type="hidden" name="next" value="${next}">
<label for="token">Token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>
`,
  );
}

/**
 * `npm run cms -- edit …`: edits an entry through the embedded CMS's edit API, which saves it and
 * sends the signed webhook to the site; returns once the site has accepted the webhook.
 *
 *   npm run cms -- edit --locale fi-FI --path /asemahaku --title "Asemahaku"
 *   npm run cms -- edit --locale en-EU --path /private --slug /private-customers
 *   npm run cms -- edit --locale fi-FI --path /artikkeli/x --tags news,ev-charging
 *   npm run cms -- edit --locale sv-SE --path /stationer/x --station-name "Nordic Energy Kiruna"
 *   npm run cms -- create --locale fi-FI --path /uusi-sivu --title "Uusi sivu"
 *   npm run cms -- delete --locale fi-FI --path /uusi-sivu
 *   npm run cms -- layout --locale sv-SE --logo-alt "Nordic Energy"
 *   npm run cms -- layout --locale no-NO --item footer-private-fuels --item-text "Drivstoff" --item-url /privat/produkter/drivstoff
 *   npm run cms -- edit --locale fi-FI --path /asemahaku --title "…" --no-webhook
 *   npm run cms -- edit --locale fi-FI --path /asemahaku --title "Luonnos" --draft
 *   npm run cms -- edit --locale fi-FI --path /asemahaku --publish
 *   npm run cms -- edit --locale fi-FI --path /asemahaku --discard
 *
 * `--draft` saves title, description, slug and noIndex as a draft: only a preview (spec 7.2's
 * preview header) shows it, and the site is not told. `--publish` makes the draft public like an
 * edit (webhook and all); `--discard` drops it.
 *
 * `--no-webhook` saves without sending the webhook (it stands in for a lost one): the site finds
 * the change in the CMS's change feed at its next pull (CMS_SYNC_INTERVAL_S).
 *
 * A new page's `--path` and a `--slug` are written the way page paths are ("/Summer Offer 2026" is
 * saved as /summer-offer-2026, and the command says so) or refused with the reason, naming the
 * character or the site's own path it meets (src/cms/path-rule.ts; docs/content.md "Which paths a page may have").
 *
 * `layout --item <id>` changes one navigation or footer item: its `--item-text`, `--item-url` (a page
 * of the market, or a whole web address) and, in the navigation, `--item-shown` / `--item-hidden`.
 * `--redirect-to` names a page of the market; an address that is no page ('/nowhere') is refused, as
 * the editor's page refuses it. `delete` says what linked to the page, which now leads nowhere.
 *
 * The CMS is CMS_BASE_URL (default the embedded backend at http://127.0.0.1:${BACKEND_PORT:-4322}),
 * logged in with CMS_EDITOR_TOKEN, else the token `npm start` kept (scripts/support/start-secrets.ts).
 */
// first: .env is in the environment before any module reads it while it loads
import '../src/config/dotenv';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/load';
import { repoRoot } from './support/children';
import { useSavedStartSecrets } from './support/start-secrets';
import { t } from '../src/i18n/t';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string', default: 'fi-FI' },
    path: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    slug: { type: 'string' },
    tags: { type: 'string' },
    'no-index': { type: 'boolean' },
    'station-name': { type: 'string' },
    'logo-alt': { type: 'string' },
    'nav-text': { type: 'string' },
    item: { type: 'string' },
    'item-text': { type: 'string' },
    'item-url': { type: 'string' },
    'item-shown': { type: 'boolean' },
    'item-hidden': { type: 'boolean' },
    'no-webhook': { type: 'boolean' },
    'redirect-to': { type: 'string' },
    'no-redirect': { type: 'boolean' },
    draft: { type: 'boolean' },
    publish: { type: 'boolean' },
    discard: { type: 'boolean' },
  },
});

// the CMS `npm start` talks to: CMS_BASE_URL, else the embedded backend on BACKEND_PORT
// the editor's token `npm start` made and kept, where the environment sets none
useSavedStartSecrets(repoRoot);
const config = loadConfig();
const base = process.env.CMS_BASE_URL ? config.CMS_BASE_URL : `http://127.0.0.1:${config.BACKEND_PORT}`;
const command = positionals[0];

function body(): Record<string, unknown> {
  return values['no-webhook'] ? { ...edit(), webhook: false } : edit();
}

function edit(): Record<string, unknown> {
  const { locale, path } = values;
  switch (command) {
    case 'edit': {
      if (values.publish) return { target: 'page', locale, path, publish: true };
      if (values.discard) return { target: 'page', locale, path, discard: true };
      const set: Record<string, unknown> = {};
      if (values.title !== undefined) set.title = values.title;
      if (values.description !== undefined) set.description = values.description;
      if (values.slug !== undefined) set.slug = values.slug;
      if (values.tags !== undefined)
        set.tags = values.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
      if (values['no-index'] !== undefined) set.noIndex = values['no-index'];
      if (values['station-name'] !== undefined) set.stationName = values['station-name'];
      if (values['redirect-to'] !== undefined) set.redirectTo = values['redirect-to'];
      if (values['no-redirect']) set.redirectTo = null;
      return values.draft ? { target: 'page', locale, path, draft: true, set } : { target: 'page', locale, path, set };
    }
    case 'create':
      return { target: 'page', locale, path, create: { title: values.title ?? 'Untitled' } };
    case 'delete':
      return { target: 'page', locale, path, delete: true };
    case 'layout': {
      const set: Record<string, unknown> = {};
      if (values['logo-alt'] !== undefined) set.logoAlt = values['logo-alt'];
      if (values['nav-text'] !== undefined) set.navText = values['nav-text'];
      if (values.item !== undefined) {
        const item: Record<string, unknown> = {};
        if (values['item-text'] !== undefined) item.text = values['item-text'];
        if (values['item-url'] !== undefined) item.url = values['item-url'];
        if (values['item-shown']) item.shown = true;
        if (values['item-hidden']) item.shown = false;
        set.items = { [values.item]: item };
      }
      return { target: 'layout', locale, set };
    }
    default:
      throw new Error(`usage: npm run cms -- <edit|create|delete|layout> --locale <code> [--path /x] [--title …] (got "${command ?? ''}")`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  // the edit API wants the editor's login (scripts/backend/server/editor/door.ts)
  const token = config.CMS_EDITOR_TOKEN;
  if (!token)
    throw new Error(
      '[cms] set CMS_EDITOR_TOKEN to the token of the CMS (`npm start` keeps the one it made in .data/start-secrets.env, which this command reads; `npm run edge` prints its own)',
    );
  const res = await fetch(`${base}/cms-view/v1/edits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body()),
  });
  const answer = (await res.json()) as {
    ok?: boolean;
    message?: string;
    webhook?: { delivered: boolean; status?: number; reason?: string };
    draft?: { slug?: string } | null;
    discarded?: boolean;
    changes?: { path?: string; previousPath?: string }[];
    linkedFrom?: { place: 'navigation' | 'footer' | 'page'; label: string; path?: string }[];
  };
  if (!res.ok) throw new Error(`[cms] edit refused (${res.status}): ${answer.message ?? 'unknown error'}`);
  const ms = Math.round(performance.now() - started);
  // the path the CMS saved, when it is not the one typed (written the way page paths are)
  const typed = command === 'create' ? values.path : values.slug;
  const saved = values.draft ? answer.draft?.slug : command === 'create' || values.slug !== undefined ? answer.changes?.[0]?.path : undefined;
  if (typed !== undefined && saved !== undefined && saved !== typed) console.log(`[cms] ${t('en-EU', 'pagePath.saved', { path: saved })}`);
  if (values.draft) {
    console.log(
      answer.draft
        ? `[cms] draft saved in ${ms} ms (seen in preview only): ${JSON.stringify(answer.draft)}`
        : '[cms] nothing differs from the published entry: no draft',
    );
    return;
  }
  if (values.discard) {
    console.log(answer.discarded ? '[cms] draft discarded' : '[cms] there was no draft to discard');
    return;
  }
  if (answer.linkedFrom && answer.linkedFrom.length > 0) {
    // in the words of the editor's confirm step (the string tables)
    console.log(`[cms] ${t('en-EU', 'editor.delete.linksHeading', { count: answer.linkedFrom.length })}:`);
    for (const link of answer.linkedFrom)
      console.log(
        `  - ${link.place === 'page' ? t('en-EU', 'editor.delete.onPage', { label: link.label, page: link.path ?? '' }) : t('en-EU', link.place === 'navigation' ? 'editor.delete.inNavigation' : 'editor.delete.inFooter', { label: link.label })}`,
      );
    console.log(`[cms] ${t('en-EU', 'editor.delete.linksHint')}`);
  }
  const hook = answer.webhook;
  if (values['no-webhook']) {
    console.log(`[cms] saved in ${ms} ms, no webhook sent: the site picks the change up from the change feed`);
    return;
  }
  if (!hook?.delivered) throw new Error(`[cms] saved, but the site did not accept the webhook: ${hook?.reason ?? `status ${hook?.status}`}`);
  console.log(`[cms] saved; webhook accepted by the site (${hook.status}) in ${ms} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

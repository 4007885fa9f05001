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
 * It speaks the editor's language (`--lang fi|en|sv|no`, else CMS_LANG, else the system's language
 * when it is one of the four, else English: scripts/support/cms-language.ts), in the words of the
 * editor's page (src/i18n/strings/editor-page/), and asks the edit API for its refusals in it too.
 *
 * The CMS is CMS_BASE_URL (default the embedded backend at http://127.0.0.1:${BACKEND_PORT:-4322}),
 * logged in with CMS_EDITOR_TOKEN, else the token `npm start` kept (scripts/support/start-secrets.ts).
 */
// first: .env is in the environment before any module reads it while it loads
import '../src/config/dotenv';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/load';
import { isLocaleCode, localeCodes } from '../src/config/locales';
import { repoRoot } from './support/children';
import { useSavedStartSecrets } from './support/start-secrets';
import { cmsLanguage, languageNames } from './support/cms-language';
import { wordsFor, type Words } from './backend/server/editor/language';
import { fieldName } from './backend/server/editor/views/words';
import { DRAFT_FIELDS, type PageDraft } from './backend/server/store';

const options = {
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
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
} as const;

/** What the editor is told when the command stops short: said, and the exit is 1. */
class Refusal extends Error {}

// the editor's language first, read leniently, so that even a mistyped command is answered in it
const loose = parseArgs({ allowPositionals: true, strict: false, options }).values.lang;
// the editor's token `npm start` made and kept, where the environment sets none (and a CMS_LANG of .env)
useSavedStartSecrets(repoRoot);
const { CMS_LANG, LC_ALL, LC_MESSAGES, LANG } = process.env;
const language = cmsLanguage(typeof loose === 'string' ? loose : undefined, { CMS_LANG, LC_ALL, LC_MESSAGES, LANG });
const w: Words = wordsFor(language.lang);
const say = (line: string) => console.log(`[cms] ${line}`);
/** The values one may choose from, in the editor's language ('fi, en, sv or no'). */
const oneOf = (values: readonly string[]) => new Intl.ListFormat(w.iso, { type: 'disjunction' }).format(values);

function readArgs() {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    // node names the option in quotes: "Unknown option '--titel'", "Option '--title <value>' argument missing"
    const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? String(error);
    throw new Refusal(w('editor.cli.badOption', { option }));
  }
}

function body(values: ReturnType<typeof readArgs>['values'], command: string): Record<string, unknown> {
  const change = edit(values, command);
  return values['no-webhook'] ? { ...change, webhook: false } : change;
}

function edit(values: ReturnType<typeof readArgs>['values'], command: string): Record<string, unknown> {
  const { locale, path } = values;
  if (command !== 'layout' && path === undefined) throw new Refusal(w('editor.cli.needsPath'));
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
      // a title of its own language, never an English stand-in on a Finnish page
      if (values.title === undefined) throw new Refusal(w('editor.cli.needsTitle'));
      return { target: 'page', locale, path, create: { title: values.title } };
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
      throw new Refusal(w('editor.cli.unknownCommand', { command }));
  }
}

interface Answer {
  ok?: boolean;
  message?: string;
  webhook?: { delivered: boolean; status?: number; reason?: string };
  draft?: PageDraft | null;
  discarded?: boolean;
  changes?: { path?: string; previousPath?: string }[];
  linkedFrom?: { place: 'navigation' | 'footer' | 'page'; label: string; path?: string }[];
}

/** Why the CMS did not save, in the editor's words: the edit API's own refusal is already in them (it was asked in the editor's language). */
function refusal(status: number, answer: Answer | null, retryAfter: string | null): string {
  if (status === 401) return w('editor.cli.wrongKey');
  if (status === 429) return w('editor.login.tooMany', { seconds: Number(retryAfter) || 60 });
  if (status === 403) return w('editor.problem.host');
  if (!answer?.message) return w('editor.cli.badAnswer', { status });
  return w('editor.cli.refused', { status, message: answer.message });
}

/** A draft in words: each field it holds, with what it says (never the CMS's JSON). */
function draftLines(draft: PageDraft): string[] {
  return DRAFT_FIELDS.flatMap((field) => {
    const value = draft[field];
    if (value === undefined) return [];
    const shown = typeof value === 'boolean' ? w(value ? 'editor.conflict.yes' : 'editor.conflict.no') : value;
    return [`  - ${w('editor.cli.draftField', { field: fieldName(w, field), value: shown })}`];
  });
}

async function main(): Promise<void> {
  if (language.refused)
    throw new Refusal(
      w('editor.cli.badLang', {
        source: language.refused.from === 'flag' ? '--lang' : 'CMS_LANG',
        value: language.refused.value,
        choices: oneOf(languageNames),
      }),
    );
  const { positionals, values } = readArgs();
  if (values.help) {
    console.log(w('editor.cli.help', { markets: oneOf(localeCodes), languages: oneOf(languageNames) }));
    return;
  }
  const command = positionals[0];
  if (command === undefined) throw new Refusal(w('editor.cli.noCommand'));
  if (!isLocaleCode(values.locale)) throw new Refusal(w('editor.cli.badMarket', { value: values.locale, choices: oneOf(localeCodes) }));
  const request = JSON.stringify(body(values, command));

  // the CMS `npm start` talks to: CMS_BASE_URL, else the embedded backend on BACKEND_PORT
  const config = loadConfig();
  const base = process.env.CMS_BASE_URL ? config.CMS_BASE_URL : `http://127.0.0.1:${config.BACKEND_PORT}`;
  // the edit API wants the editor's login (scripts/backend/server/editor/door.ts)
  const token = config.CMS_EDITOR_TOKEN;
  if (!token) throw new Refusal(w('editor.cli.noKey'));
  const started = performance.now();
  const res = await fetch(`${base}/cms-view/v1/edits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': w.iso },
    body: request,
  }).catch(() => {
    throw new Refusal(w('editor.cli.unreachable', { url: base }));
  });
  const answer = (await res.json().catch(() => null)) as Answer | null;
  if (!res.ok || !answer) throw new Refusal(refusal(res.status, answer, res.headers.get('retry-after')));
  const ms = Math.round(performance.now() - started);
  // the path the CMS saved, when it is not the one typed (written the way page paths are)
  const typed = command === 'create' ? values.path : values.slug;
  const saved = values.draft ? answer.draft?.slug : command === 'create' || values.slug !== undefined ? answer.changes?.[0]?.path : undefined;
  if (typed !== undefined && saved !== undefined && saved !== typed) say(w('pagePath.saved', { path: saved }));
  if (values.draft) {
    if (!answer.draft) return say(w('editor.notice.draftEmpty'));
    say(w('editor.notice.draftSaved'));
    for (const line of draftLines(answer.draft)) console.log(line);
    return say(w('editor.cli.draftNext'));
  }
  if (values.discard) return say(w(answer.discarded ? 'editor.notice.discarded' : 'editor.notice.nothingDiscarded'));
  if (answer.linkedFrom && answer.linkedFrom.length > 0) {
    // in the words of the editor's confirm step
    say(`${w('editor.delete.linksHeading', { count: answer.linkedFrom.length })}:`);
    for (const link of answer.linkedFrom)
      console.log(
        `  - ${link.place === 'page' ? w('editor.delete.onPage', { label: link.label, page: link.path ?? '' }) : w(link.place === 'navigation' ? 'editor.delete.inNavigation' : 'editor.delete.inFooter', { label: link.label })}`,
      );
    say(w('editor.delete.linksHint'));
  }
  const hook = answer.webhook;
  if (values['no-webhook']) return say(w('editor.cli.savedUntold', { ms: w.count(ms) }));
  if (!hook?.delivered) throw new Refusal(w('editor.cli.untaken', { reason: hook?.reason ?? `HTTP ${hook?.status}` }));
  say(w('editor.cli.saved', { ms: w.count(ms), status: hook.status ?? '' }));
}

main().catch((error: unknown) => {
  // a refusal is said to the editor; anything else is a fault of the command, for its developer
  console.error(error instanceof Refusal ? `[cms] ${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
});

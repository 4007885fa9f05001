/**
 * The frame of every page of the editor's page: its language, the header (the language chooser and,
 * when logged in, Log out), and the one place a form post's result is said (`result`): a status for
 * what went well, an alert for what did not, focused when the page opens (the small script,
 * ../editor.js, and `autofocus` without it) so a screen reader reads it first and a keyboard
 * starts from it. No script is needed to use any page.
 */
import { getLocale } from '../../../../../src/config/locales';
import { html, raw, type Html } from '../html';
import { editorLanguages, type Words } from '../language';

const CSS = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid #ccc;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;padding-bottom:.5rem}
header form{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:center}
header label{margin:0;font-weight:400}
header select{width:auto}
.brand{font-weight:700;margin:.75rem 0 0}
a{color:#0b4fa3}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,[tabindex="-1"]:focus-visible{outline:3px solid #b35900;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem .5rem}
label,.label{display:block;font-weight:600;margin-top:.75rem}
.check label{display:inline;font-weight:400;margin-left:.4rem}
input[type=text],input[type=search],input[type=password],select,textarea{font:inherit;padding:.35rem;border:1px solid #666;border-radius:3px;width:100%;max-width:40rem}
button{font:inherit;padding:.4rem .9rem;margin:.75rem .5rem 0 0;border:1px solid #0b4fa3;border-radius:3px;background:#0b4fa3;color:#fff;cursor:pointer}
header button{margin:0}
button.secondary{background:#fff;color:#0b4fa3}
button.danger{background:#a4000f;border-color:#a4000f}
.inline{display:inline}
.search{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:end}
.search div{flex:1 1 12rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:anywhere}
.hint{color:#4a4a4a;font-size:.9rem;margin:.25rem 0}
.msg{border-left:4px solid #1a7f37;background:#eef8f0;padding:.5rem .75rem;margin:1rem 0}
.msg.info{border-color:#0b4fa3;background:#eef3fb}
.msg.error{border-color:#a4000f;background:#fdeeee}
.msg p{margin:.25rem 0}
.field-error{color:#a4000f;font-weight:600;margin:.25rem 0}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#a4000f;border-width:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
code{overflow-wrap:anywhere}
progress{width:100%;max-width:40rem;height:1rem}
fieldset{border:1px solid #ccc;border-radius:3px;margin:1rem 0;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.level-1{margin-left:1.5rem}.level-2{margin-left:3rem}.level-3{margin-left:4.5rem}
`;

export interface ShellOptions {
  /** the page's title (before the editor's name) */
  title: string;
  /** whether the editor is logged in: Log out is offered */
  loggedIn: boolean;
  /** this page's own address, where the language chooser comes back to */
  here: string;
}

export function shell(w: Words, options: ShellOptions, body: Html): Html {
  return html`<!doctype html>
<html lang="${w.iso}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w('editor.shell.title', { title: options.title })}</title>
<link rel="icon" href="data:,">
<style>${raw(CSS)}</style>
<script src="/editor/editor.js" defer></script>
</head>
<body>
<a class="skip" href="#main">${w('site.skipToContent')}</a>
<header>
<p class="brand"><a href="/">${w('editor.shell.brand')}</a></p>
<form method="post" action="/editor/language">
<input type="hidden" name="next" value="${options.here}">
<label for="editor-language">${w('editor.shell.language')}</label>
<select id="editor-language" name="lang">${editorLanguages.map(
    (code) => html`<option value="${code}" lang="${getLocale(code).iso}"${code === w.lang ? raw(' selected') : ''}>${getLocale(code).title}</option>`,
  )}</select>
<button type="submit" class="secondary">${w('editor.shell.changeLanguage')}</button>
</form>
${options.loggedIn ? html`<form method="post" action="/editor/logout"><button type="submit" class="secondary">${w('editor.shell.logout')}</button></form>` : ''}
</header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

export type ResultTone = 'ok' | 'info' | 'error';

/**
 * The result of a form post (or a refusal): said first, and focused. An error is an alert; the
 * rest a status. `live` marks a result the page keeps following (../follow.ts): the script asks
 * `live` again until it is final.
 */
export function result(tone: ResultTone, content: Html, options: { live?: string; state?: string } = {}): Html {
  return html`<div id="result" class="${resultClass(tone)}" role="${resultRole(tone)}" tabindex="-1" autofocus${options.live ? html` data-follow="${options.live}"` : ''}${
    options.state ? html` data-state="${options.state}"` : ''
  }>${content}</div>`;
}

export const resultClass = (tone: ResultTone): string => `msg${tone === 'ok' ? '' : ` ${tone}`}`;
export const resultRole = (tone: ResultTone): 'alert' | 'status' => (tone === 'error' ? 'alert' : 'status');

/** The result of a refused post: nothing was saved, and the messages stand at their fields. */
export function refusedResult(w: Words, count: number): Html {
  return result('error', html`<p>${w('editor.notice.refused', { count })}</p>`);
}

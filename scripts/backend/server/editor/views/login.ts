/** The login form (every editor's page without a login comes here and goes back to `next` after). */
import { html, type Html } from '../html';
import type { Words } from '../language';
import { result, shell } from './shell';

export function loginPage(w: Words, view: { next: string; here: string; error?: string | undefined; info?: string | undefined }): Html {
  return shell(
    w,
    { title: w('editor.login.title'), loggedIn: false, here: view.here },
    html`
<h1>${w('editor.login.heading')}</h1>
${view.error ? result('error', html`<p>${view.error}</p>`) : view.info ? result('info', html`<p>${view.info}</p>`) : ''}
<form method="post" action="/editor/login">
<input type="hidden" name="next" value="${view.next}">
<label for="token">${w('editor.login.key')}</label>
<input id="token" name="token" type="password" autocomplete="current-password" required aria-describedby="token-hint"${view.error ? html` aria-invalid="true"` : ''}>
<p id="token-hint" class="hint">${w('editor.login.hint')}</p>
<button type="submit">${w('editor.login.submit')}</button>
</form>
`,
  );
}

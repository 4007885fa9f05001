/** A page for what the editor cannot be shown: an unknown address (404), a refused request. */
import { html, type Html } from '../html';
import type { Words } from '../language';
import { result, shell } from './shell';

export function problemPage(w: Words, view: { title: string; text: string; here: string; loggedIn: boolean; back?: { href: string; label: string } }): Html {
  const back = view.back ?? { href: '/', label: w('editor.problem.back') };
  return shell(
    w,
    { title: view.title, loggedIn: view.loggedIn, here: view.here },
    html`
<h1>${view.title}</h1>
${result('error', html`<p>${view.text}</p>`)}
<p><a href="${back.href}">${back.label}</a></p>
`,
  );
}

/**
 * The editor's page at the backend's root, the content team's stand-in tool for editing the site
 * (../shared/design.md, "Data and the embedded backend"), in the editor's language
 * (../editor/language.ts): a market's pages (./editor-entries.ts), a new page and the market's
 * layout (./editor-create.ts, ./editor-layout.ts), each published change followed to the site
 * (./editor-follow.ts), and the login around them (./editor-session.ts).
 *
 * Every request goes through the door (../editor/door.ts): a loopback host, a same-origin post, and
 * the login. A page asked for without the login goes (303) to the login form at `/editor/login`,
 * which posts the token there (a session cookie, then 303 back); a post without it is a 401;
 * `/editor/logout` ends the session.
 */
import type { Router } from '../router';
import type { Door } from '../editor/door';
import type { EditDeps } from './edits';
import { createEditorContext, type EditorConfig } from './editor-context';
import { registerCreateRoutes } from './editor-create';
import { registerEntryRoutes } from './editor-entries';
import { registerLayoutRoutes } from './editor-layout';
import { registerFollowRoutes } from './editor-follow';
import { registerSessionRoutes } from './editor-session';

export type { EditorConfig } from './editor-context';

export function registerEditorRoutes(router: Router, deps: EditDeps, door: Door, config: EditorConfig = {}): void {
  const ctx = createEditorContext(deps, door, config);
  registerSessionRoutes(router, ctx);
  registerEntryRoutes(router, ctx);
  registerCreateRoutes(router, ctx);
  registerLayoutRoutes(router, ctx);
  registerFollowRoutes(router, ctx);
}

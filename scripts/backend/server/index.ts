/**
 * The embedded backend: a node:http server standing in for the retailer's content service
 * (cms-view) in development, tests and `npm start`. `startBackend` runs it in-process, so tests
 * and the site's integration tests can start one on an ephemeral port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImageCache } from './assets/image-transform';
import { Router, type ErrorLogger } from './router';
import { registerAssetRoutes } from './routes/assets';
import { registerContentRoutes } from './routes/content';
import { registerHealthRoutes } from './routes/health';
import { registerSearchRoutes } from './routes/search';
import { registerAccountRoutes } from './routes/account';
import { registerFormRoutes } from './routes/forms';
import { closeOrderService, registerOrderRoutes } from './routes/orders';
import { ContentStore } from './store';
import { registerEditRoutes, type EditsSaved } from './routes/edits';
import { contentDigest, EditJournal } from './edit-journal';
import { ChangeLog } from './change-log';
import { registerChangeRoutes } from './routes/changes';
import { WebhookSender, type WebhookTarget } from './webhook-sender';
import { registerEditorRoutes, type EditorConfig } from './routes/editor';
import { createDoor, resolveEditorToken } from './editor/door';

export { ContentStore } from './store';
export { Router } from './router';

export interface BackendOptions {
  /** 0 (the default) picks an ephemeral port */
  port?: number;
  /** the data folder holding content.json and assets/ */
  dataDir: string;
  /** defaults to 127.0.0.1: the backend is never meant to face the network */
  host?: string;
  /** where unexpected handler errors are logged (default console.error) */
  logError?: ErrorLogger;
  /** bytes of resized images kept in memory */
  imageCacheBytes?: number;
  /** where edits send the signed webhook (default from BACKEND_WEBHOOK_URL and CMS_WEBHOOK_SECRET) */
  webhook?: WebhookTarget | null;
  /** keep edits in the data folder's edit journal (default true); false keeps them in memory only (a shared test fixture) */
  journal?: boolean;
  /** the editor's page at `/`: its environment, list page size */
  editor?: EditorConfig;
  /** the editor's and the edit API's login token (default CMS_EDITOR_TOKEN, else a random one: `editorToken`) */
  editorToken?: string;
  /** extra routes (orders, accounts, edits) registered after the built-in ones */
  extend?: (router: Router, store: ContentStore) => void;
}

/** A running backend. */
export interface RunningBackend {
  /** base URL without a trailing slash, e.g. http://127.0.0.1:4322 */
  url: string;
  store: ContentStore;
  router: Router;
  /** the edit API's webhook: `webhook.configure({ url, secret })` once the site's address is known */
  webhook: WebhookSender;
  /** the content change feed every site instance follows */
  feed: ChangeLog;
  /** the login token of the editor and the edit API, and whether it was made here (none configured) */
  editorToken: string;
  editorTokenGenerated: boolean;
  close(): Promise<void>;
}

/** Builds the router with every built-in route for a store. */
export function createRouter(
  store: ContentStore,
  options: Pick<BackendOptions, 'logError' | 'imageCacheBytes' | 'editor'> & { editorToken: string },
  webhook: WebhookSender = new WebhookSender(),
  saved: EditsSaved = async () => undefined,
  feed: ChangeLog = ChangeLog.inMemory(),
): Router {
  const router = new Router(options.logError);
  const edits = { store, webhook, saved, feed };
  const door = createDoor(options.editorToken, options.editor?.env);
  registerEditRoutes(router, edits, door);
  registerEditorRoutes(router, edits, door, options.editor);
  registerChangeRoutes(router, feed);
  registerHealthRoutes(router);
  registerContentRoutes(router, store);
  registerSearchRoutes(router, store);
  registerAssetRoutes(router, store.assetsDir, new ImageCache(options.imageCacheBytes));
  registerOrderRoutes(router, store.dataDir);
  registerAccountRoutes(router);
  registerFormRoutes(router);
  return router;
}

/** Loads the data folder and starts listening; resolves once the port is bound. */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const store = await ContentStore.load(options.dataDir);
  const webhook = new WebhookSender(options.webhook === undefined ? undefined : options.webhook);
  const journal = options.journal === false ? null : (await EditJournal.open(store, (m) => console.warn(m))).journal;
  const saved = async () => journal?.flush();
  const feed =
    options.journal === false ? ChangeLog.inMemory() : await ChangeLog.open(options.dataDir, await contentDigest(options.dataDir), (m) => console.warn(m));
  const { token: editorToken, generated: editorTokenGenerated } = resolveEditorToken(options.editorToken, options.editor?.env);
  const router = createRouter(store, { ...options, editorToken }, webhook, saved, feed);
  options.extend?.(router, store);
  const server = createServer(router.handle);
  // The site's build keeps connections open across thousands of calls.
  server.keepAliveTimeout = 30_000;
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const close = () =>
    closeServer(server).finally(() => {
      closeOrderService(router);
      return saved();
    });
  return { url: `http://${urlHost}:${port}`, store, router, webhook, feed, editorToken, editorTokenGenerated, close };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting, lets requests in flight finish for up to graceMs, then cuts what is left. */
function closeServer(server: Server, graceMs = 2_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open for keepAliveTimeout.
    server.closeIdleConnections();
  });
}

/** What `npm start` and `npm run edge` say about the embedded CMS's editor and its login. */
export function printEditorLogin(cmsUrl: string, token: string, generated: boolean, note = 'export it for `npm run cms`, or set your own in .env'): void {
  if (generated) {
    console.log(`[cms] the editor is at ${cmsUrl}/ — CMS_EDITOR_TOKEN is unset, so the login token is ${token} (${note})`);
  } else {
    console.log(`[cms] the editor is at ${cmsUrl}/ (log in with CMS_EDITOR_TOKEN)`);
  }
}

/**
 * What the embedded CMS needs to know of the site it stands beside: the site's public origin
 * (SITE_URL as `npm start` or `npm run edge` decided it, say the edge's port), so its editor's
 * Preview link, the account hub's return and the payment return name the site where it runs
 * rather than the default port. SITE_URL_<LOCALE> come with the environment the child inherits.
 */
export function backendSiteEnv(config: { SITE_URL: string }): { SITE_URL: string } {
  return { SITE_URL: config.SITE_URL };
}

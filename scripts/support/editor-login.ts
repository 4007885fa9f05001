/** What `npm start` and `npm run edge` say about the embedded CMS's editor and its login. */
export function printEditorLogin(cmsUrl: string, token: string, generated: boolean): void {
  if (generated) {
    console.log(
      `[cms] the editor is at ${cmsUrl}/ — CMS_EDITOR_TOKEN is unset, so this run's login token is ${token}` +
        ' (export it for `npm run cms`, or set your own in .env)',
    );
  } else {
    console.log(`[cms] the editor is at ${cmsUrl}/ (log in with CMS_EDITOR_TOKEN)`);
  }
}

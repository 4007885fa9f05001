/** Wiring of the form submission route from the configuration (the form service sits with the CMS). */
import type { CmsClient } from '../../../cms/client';
import { siteOrigins, type Env } from '../../../config/env';
import { FORM_SUBMIT_PATH } from '../../../features/forms/paths';
import { createFormSubmit } from './submit-route';

export function formRoutes(deps: { cms: CmsClient; config: Env }) {
  return {
    [FORM_SUBMIT_PATH]: createFormSubmit({
      cms: deps.cms,
      submitUrl: `${deps.config.CMS_BASE_URL}/forms/v1/submissions`,
      timeoutMs: deps.config.BACKEND_TIMEOUT_MS,
      siteOrigins: Object.values(siteOrigins()),
    }),
  };
}

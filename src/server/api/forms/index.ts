/** Wiring of the form submission route from the configuration (the form service sits with the CMS). */
import type { CmsClient } from '../../../cms/client';
import type { Config } from '../../../config/config';
import { FORM_SUBMIT_PATH } from '../../../features/forms/paths';
import type { Render } from '../../renderer';
import { createFormSubmit } from './submit-route';

export function formRoutes(deps: { cms: CmsClient; render: Render; config: Pick<Config, 'CMS_BASE_URL' | 'BACKEND_TIMEOUT_MS' | 'siteOrigins'> }) {
  return {
    [FORM_SUBMIT_PATH]: createFormSubmit({
      cms: deps.cms,
      submitUrl: `${deps.config.CMS_BASE_URL}/forms/v1/submissions`,
      timeoutMs: deps.config.BACKEND_TIMEOUT_MS,
      siteOrigins: Object.values(deps.config.siteOrigins),
      render: deps.render,
    }),
  };
}

/**
 * POST /api/v1/form/submit (spec 7.5): a form-builder submission. Cross-site posts get 403 before
 * the body is read. The form's definition is read from the CMS page the form is on (never from the
 * request), every value is checked against it with spec 5's rules (400 naming each field and its
 * translated message), and only a valid submission is passed to the form service.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CmsClient } from '../../../cms/client';
import { defaultLocale, type LocaleCode } from '../../../config/locales';
import { describeZodError } from '../../../config/zod-issues';
import { localizedHref } from '../../../i18n/paths';
import { request, UpstreamError } from '../../../lib/http/client';
import { messageFor } from '../../../lib/validation/message-for';
import { validationMessages } from '../../../lib/validation/messages';
import type { FieldValue } from '../../../lib/validation/rules';
import { readBody } from '../../../lib/http/read';
import { HttpError } from '../../../lib/http/errors';
import { localeFromHeader } from '../../../lib/request-locale';
import { sendJson, sendRedirect } from '../../respond';
import { encodePath } from '../../../lib/location';
import { assertSameOrigin } from '../../../lib/http/same-origin';
import { prepareValues, validateForm } from '../../../features/forms/fields';
import { formBuilderBlockSchema, type FormBuilderBlock } from '../../../cms/blocks/form-builder';
import { parseDateInput } from '../../../features/forms/dates';
import { normalizeEmail } from '../../../lib/validation/email';
import { formLocaleSchema, fromFormPost, submissionSchema, type Submission } from './submission';
import { logRequestProblem } from '../../observe/request-problem';

/** Largest body accepted: a long message and every field of a big form fit many times over. */
export const MAX_FORM_BODY = 32 * 1024;

export interface FormSubmitDeps {
  cms: CmsClient;
  /** the form service's submission endpoint (fixed by configuration) */
  submitUrl: string;
  timeoutMs: number;
  siteOrigins: readonly string[];
  fetchImpl?: typeof fetch;
}

function requestLocale(req: IncomingMessage, fallback: string | null): LocaleCode {
  // the header decides when sent (src/lib/request-locale.ts); a plain form post carries its locale in a field
  if (req.headers.locale !== undefined) return localeFromHeader(req.headers.locale);
  if (fallback !== null) {
    const parsed = formLocaleSchema.safeParse(fallback);
    if (!parsed.success) throw new HttpError(400, 'invalid_locale', 'Unknown locale');
    return parsed.data;
  }
  return defaultLocale;
}

async function readSubmission(req: IncomingMessage): Promise<{ submission: Submission; locale: LocaleCode; formPost: boolean }> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const json = /^application\/json\b/.test(type);
  const formPost = /^application\/x-www-form-urlencoded\b/.test(type);
  if (!json && !formPost) throw new HttpError(415, 'unsupported_media_type', 'Send application/json or a form post');
  const raw = (await readBody(req, MAX_FORM_BODY)).toString('utf8');
  let body: unknown;
  let localeField: string | null = null;
  if (json) {
    try {
      body = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'invalid_json', 'Body is not valid JSON');
    }
  } else {
    const post = fromFormPost(new URLSearchParams(raw));
    body = post.submission;
    localeField = post.locale;
  }
  const parsed = submissionSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'invalid_body', describeZodError(parsed.error, { root: '(body)', max: 5 }));
  return { submission: parsed.data, locale: requestLocale(req, localeField), formPost };
}

async function findForm(cms: CmsClient, submission: Submission, locale: LocaleCode): Promise<FormBuilderBlock> {
  let page;
  try {
    page = await cms.page(submission.path, locale);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // the content service refusing the path (a 4xx) means there is no such page, so no such form
    const status = error.detail.status;
    if (status !== undefined && status >= 400 && status < 500) throw new HttpError(404, 'unknown_form', `No form "${submission.formId}" on that page`);
    logRequestProblem(error.message);
    throw new HttpError(error.failure === 'unreachable' || error.failure === 'timeout' ? 503 : 502, 'upstream_error', 'Content service error');
  }
  const body = page && 'body' in page.content ? page.content.body : [];
  for (const block of body) {
    if (block.contentType !== 'formBuilder') continue;
    const form = formBuilderBlockSchema.safeParse(block);
    if (form.success && form.data.formId === submission.formId) return form.data;
  }
  throw new HttpError(404, 'unknown_form', `No form "${submission.formId}" on that page`);
}

/**
 * The values as the form service gets them: only the form's fields, phones as E.164 (prepareValues
 * read them), dates as ISO, addresses in their normal form (the domain in IDNA form).
 */
function normalizeValues(form: FormBuilderBlock, values: Readonly<Record<string, FieldValue>>, locale: LocaleCode): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === 'date' && typeof value === 'string') {
      out[field.name] = parseDateInput(value, locale) ?? value;
    } else if (field.type === 'email' && typeof value === 'string') {
      out[field.name] = normalizeEmail(value) ?? value;
    } else {
      out[field.name] = value;
    }
  }
  return out;
}

export function createFormSubmit(deps: FormSubmitDeps) {
  return async function submitForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    assertSameOrigin(req, { siteOrigins: deps.siteOrigins });
    const { submission, locale, formPost } = await readSubmission(req);
    const form = await findForm(deps.cms, submission, locale);
    const { values, unknown } = prepareValues(form.fields, submission.values);
    if (unknown.length > 0) throw new HttpError(400, 'unknown_fields', `Unknown fields: ${unknown.slice(0, 5).join(', ')}`);

    const failures = validateForm(form.fields, values, locale);
    if (Object.keys(failures).length > 0) {
      const messages = validationMessages(locale);
      const fields = Object.fromEntries(
        Object.entries(failures).map(([name, failure]) => [name, { ...failure, message: messageFor(failure, messages, locale) }]),
      );
      return sendJson(res, 400, { error: 'invalid_fields', message: 'Some fields are not valid', fields });
    }

    const payload = { formId: form.formId, path: submission.path, locale, values: normalizeValues(form, values, locale) };
    let response: Response;
    try {
      response = await request(
        deps.submitUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', locale },
          body: JSON.stringify(payload),
          timeoutMs: deps.timeoutMs,
          fetchImpl: deps.fetchImpl,
        },
        { service: 'forms', call: 'submit', locale },
      );
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logRequestProblem(error.message);
      throw new HttpError(503, 'upstream_unavailable', 'Form service unavailable');
    }
    const answer = z.object({ id: z.string().max(100) }).safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success) {
      logRequestProblem(`[forms] submit (${locale}): upstream ${response.status}`);
      throw new HttpError(502, 'upstream_error', 'Form service error');
    }
    if (formPost) {
      // a browser without script comes back to the form's page, which says it was sent
      return sendRedirect(res, `${encodePath(localizedHref(submission.path, locale))}?form=sent`, 303);
    }
    sendJson(res, 200, { ok: true, id: answer.data.id });
  };
}

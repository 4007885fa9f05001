/**
 * POST /api/v1/form/submit (spec 7.5): a form-builder submission. Cross-site posts get 403 before
 * the body is read. The form's definition is read from the CMS page the form is on (never from the
 * request), every value is checked against it with spec 5's rules (400 naming each field and its
 * translated message), and only a valid submission is passed to the form service.
 *
 * Two answers, one decision. The enhanced form sends JSON and gets JSON. A plain form post (no
 * script, or sent before the form's script loaded) gets a page (`answersWithPage`): invalid, the
 * form's page again with each field's message beside it and the visitor's values kept (400; the
 * page's render, never kept); not sent on, the same page saying so (the service's 502/503); sent,
 * a 303 to the form's page at its thank-you message (post/redirect/get). The redirect names the
 * page the CMS answered for, as a path: it cannot lead to another host, whatever was posted.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CmsClient } from '../../../cms/client';
import { defaultLocale, type LocaleCode } from '../../../config/locales';
import { describeZodError } from '../../../config/zod-issues';
import { internalPath, localizedHref } from '../../../i18n/paths';
import { request, UpstreamError } from '../../../lib/http/client';
import { messageFor } from '../../../lib/validation/message-for';
import { validationMessages } from '../../../lib/validation/messages';
import type { FieldValue } from '../../../lib/validation/rules';
import { readBody } from '../../../lib/http/read';
import { HttpError } from '../../../lib/http/errors';
import { localeFromHeader } from '../../../lib/request-locale';
import { sendHtml, sendJson, sendRedirect } from '../../respond';
import { encodePath } from '../../../lib/location';
import { assertSameOrigin } from '../../../lib/http/same-origin';
import { prepareValues, validateForm } from '../../../features/forms/fields';
import { formBuilderBlockSchema, type FormBuilderBlock } from '../../../cms/blocks/form-builder';
import { canonicalPagePath } from '../../../cms/canonical';
import type { FormEcho } from '../../../features/forms/echo';
import { sentAnchor } from '../../../features/forms/paths';
import type { Render } from '../../renderer';
import { parseDateInput } from '../../../features/forms/dates';
import { normalizeEmail } from '../../../lib/validation/email';
import { formLocaleSchema, formPostValues, fromFormPost, submissionSchema, type Submission } from './submission';
import { logRequestProblem } from '../../observe/request-problem';
import { NO_STORE } from '../../edge/policy';

/** Largest body accepted: a long message and every field of a big form fit many times over. */
export const MAX_FORM_BODY = 32 * 1024;

export interface FormSubmitDeps {
  cms: CmsClient;
  /** the form service's submission endpoint (fixed by configuration) */
  submitUrl: string;
  timeoutMs: number;
  siteOrigins: readonly string[];
  /** renders the form's page for a plain form post's answer (the site's renderer; none: JSON only) */
  render?: Render;
  fetchImpl?: typeof fetch;
}

/**
 * Whether a post is answered with a page rather than JSON: a plain form post (urlencoded, what a
 * browser sends without script) that does not ask for JSON in its Accept header.
 */
export function answersWithPage(headers: { 'content-type'?: string; accept?: string }): boolean {
  const type = String(headers['content-type'] ?? '').toLowerCase();
  const accept = String(headers.accept ?? '').toLowerCase();
  return /^application\/x-www-form-urlencoded\b/.test(type) && !/\bapplication\/json\b/.test(accept);
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

/** The form and the canonical path (within the locale) of the CMS page it is on. */
async function findForm(cms: CmsClient, submission: Submission, locale: LocaleCode): Promise<{ form: FormBuilderBlock; pagePath: string }> {
  let page;
  try {
    page = await cms.page(submission.path, locale);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // a path the content service refuses is no page already (null); this is the service failing
    logRequestProblem(error.message);
    throw new HttpError(error.failure === 'unreachable' || error.failure === 'timeout' ? 503 : 502, 'upstream_error', 'Content service error');
  }
  const unknown = new HttpError(404, 'unknown_form', `No form "${submission.formId}" on that page`);
  if (!page || !('body' in page.content)) throw unknown;
  for (const block of page.content.body) {
    if (block.contentType !== 'formBuilder') continue;
    const form = formBuilderBlockSchema.safeParse(block);
    if (form.success && form.data.formId === submission.formId) return { form: form.data, pagePath: canonicalPagePath(page, locale) };
  }
  throw unknown;
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
  /**
   * The form's page showing `echo`, answered with `status`; false when it cannot be rendered (the
   * caller answers as it would have without it). Never kept: it is this visitor's answer only.
   */
  async function sendPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    where: { pagePath: string; locale: LocaleCode },
    echo: FormEcho,
  ): Promise<boolean> {
    if (!deps.render) return false;
    const result = await deps.render(internalPath(where.pagePath, where.locale), { form: echo });
    // the page's own failure (its content backend down) is that page's answer, with its status
    if (!/<html/i.test(result.body)) return false;
    const retryAfter = result.headers.get('retry-after');
    await sendHtml(req, res, result.status === 200 ? status : result.status, result.body, {
      ...NO_STORE,
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    });
    return true;
  }

  return async function submitForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    assertSameOrigin(req, { siteOrigins: deps.siteOrigins });
    const page = answersWithPage(req.headers);
    const { submission, locale, formPost } = await readSubmission(req);
    const { form, pagePath } = await findForm(deps.cms, submission, locale);
    const posted = formPost ? formPostValues(form.fields, submission.values) : submission.values;
    const { values, unknown } = prepareValues(form.fields, posted);
    if (unknown.length > 0) throw new HttpError(400, 'unknown_fields', `Unknown fields: ${unknown.slice(0, 5).join(', ')}`);
    // what the visitor sent, shown back on the page as they wrote it (only the form's own names)
    const echo = (errors: Record<string, string>, failed = false): FormEcho => ({ formId: form.formId, values: posted, errors, failed });

    const failures = validateForm(form.fields, values, locale);
    if (Object.keys(failures).length > 0) {
      const messages = validationMessages(locale);
      const fields = Object.fromEntries(
        Object.entries(failures).map(([name, failure]) => [name, { ...failure, message: messageFor(failure, messages, locale) }]),
      );
      const errors = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.message]));
      if (page && (await sendPage(req, res, 400, { pagePath, locale }, echo(errors)))) return;
      return sendJson(res, 400, { error: 'invalid_fields', message: 'Some fields are not valid', fields });
    }

    const payload = { formId: form.formId, path: submission.path, locale, values: normalizeValues(form, values, locale) };
    let sent: { id: string } | HttpError;
    try {
      sent = await sendOn(payload, locale);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sent = error;
    }
    if (sent instanceof HttpError) {
      // spec 8: 'Could not submit form, try again later', on the page, with what was typed kept
      if (page && (await sendPage(req, res, sent.status, { pagePath, locale }, echo({}, true)))) return;
      throw sent;
    }
    if (page) {
      // post/redirect/get: the form's page (the CMS's own path for it) at its thank-you message
      return sendRedirect(res, `${encodePath(localizedHref(pagePath, locale))}#${sentAnchor(form.formId)}`, 303);
    }
    sendJson(res, 200, { ok: true, id: sent.id });
  };

  /** Passes a valid submission on to the form service; its failure is an HttpError (503, 502). */
  async function sendOn(
    payload: { formId: string; path: string; locale: LocaleCode; values: Record<string, FieldValue> },
    locale: LocaleCode,
  ): Promise<{ id: string }> {
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
    return answer.data;
  }
}

/**
 * A form posted without script (spec 7.5, 8): the server answers with a page, not JSON. Invalid,
 * the form's page again with each field's message beside its field and the values kept, escaped;
 * not sent on, the page saying so; sent, a 303 to the form's page (the CMS's path for it, never
 * the posted one) at its thank-you message. The enhanced form's JSON answers stay as they were.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CmsClient } from '../../../../src/cms/client';
import { formBuilderBlockSchema } from '../../../../src/cms/blocks/form-builder';
import { pageResponseSchema } from '../../../../src/cms/schemas';
import { defaultConfig } from '../../../../src/config/config';
import type { FormEcho } from '../../../../src/features/forms/echo';
import { t } from '../../../../src/i18n/t';
import type { Render, RenderInit } from '../../../../src/server/renderer';
import { answersWithPage, createFormSubmit } from '../../../../src/server/api/forms/submit-route';
import { contactForm } from '../../../../scripts/backend/generate/forms';
import { httpClient } from '../../../support/http';

const block = formBuilderBlockSchema.parse(contactForm('blk-1', 'en-EU'));
const hostile = '"><script>alert(1)</script>';

describe('which posts get a page back', () => {
  it('a plain form post, unless it asks for JSON; JSON never', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(answersWithPage({ 'content-type': 'application/x-www-form-urlencoded', accept: browser })).toBe(true);
    expect(answersWithPage({ 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' })).toBe(true);
    expect(answersWithPage({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' })).toBe(false);
    expect(answersWithPage({ 'content-type': 'application/json', accept: browser })).toBe(false);
    expect(answersWithPage({ 'content-type': 'text/plain', accept: browser })).toBe(false);
  });
});

describe('the form rendered with a post that came back', () => {
  const render = async (form: FormEcho | null) => {
    const { default: FormBuilder } = await import('../../../../src/blocks/FormBuilder.astro');
    const container = await AstroContainer.create();
    return container.renderToString(FormBuilder, {
      props: { block, locale: 'en-EU', index: 0, hasTitle: true },
      locals: {
        config: defaultConfig(),
        render: {
          path: '/en-EU/about-us/company-info/contact-us',
          layoutRevision: 'r',
          error: null,
          preview: false,
          form,
          answer: { page: null, degraded: false },
        },
      },
    });
  };
  /** The opening tag of the element with this id. */
  const tagOf = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const echo: FormEcho = {
    formId: 'contact',
    values: {
      name: hostile,
      email: 'not-an-email',
      emailConfirmation: '',
      phone: '040 123',
      phone_country: 'SE',
      topic: 'card',
      contactBy: ['phone'],
      message: '\nFirst line\n</textarea><b>x</b>',
    },
    errors: { email: 'Check the email address', emailConfirmation: 'Fill in the field' },
    failed: false,
  };

  it('puts each message beside its field, marks the field invalid and names the message in its description', async () => {
    const html = await render(echo);
    const email = tagOf(html, 'form-blk-1-email');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toMatch(/aria-describedby="[^"]*form-blk-1-email-error/);
    expect(html).toMatch(/<p class="form-field__error" id="form-blk-1-email-error" data-error>Check the email address<\/p>/);
    expect(html).toMatch(/<p class="form-field__error" id="form-blk-1-emailConfirmation-error" data-error>Fill in the field<\/p>/);
    // a field without a message is as it was
    expect(tagOf(html, 'form-blk-1-name')).not.toContain('aria-invalid');
    expect(tagOf(html, 'form-blk-1-name-error')).toContain('hidden');
    // the summary says so, and the first field to fix takes the focus as the page loads
    expect(html).toMatch(new RegExp(`data-form-summary[^>]*>${t('en-EU', 'form.hasErrors')}</div>`));
    expect(tagOf(html, 'form-blk-1-email')).toContain('autofocus');
    expect(html.match(/\sautofocus/g)).toHaveLength(1);
  });

  it('keeps every value the visitor sent, escaped', async () => {
    const html = await render(echo);
    // in a quoted attribute only its quote (and &) could end it: escaped, the rest is text
    const name = /<input id="form-blk-1-name" [^\n]*? value="&#34;><script>alert\(1\)<\/script>">/.exec(html)?.[0];
    expect(name).toBeDefined();
    expect(html.replace(name!, '')).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>x</b>');
    expect(tagOf(html, 'form-blk-1-email')).toContain('value="not-an-email"');
    expect(tagOf(html, 'form-blk-1-phone')).toContain('value="040 123"');
    expect(html).toMatch(/<option value="SE" selected>/);
    expect(html).toMatch(/<option value="card" selected>/);
    expect(tagOf(html, 'form-blk-1-contactBy-1')).toContain('checked');
    expect(tagOf(html, 'form-blk-1-contactBy-0')).not.toContain('checked');
    // one newline is added after <textarea>, which the parser drops: the value's own first one stays
    expect(html).toContain('>\n\nFirst line\n&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;</textarea>');
  });

  it('says the form could not be sent, on the summary, which takes the focus', async () => {
    const html = await render({ ...echo, errors: {}, failed: true });
    const summary = /<div class="form__summary"[^>]*>[^<]*<\/div>/.exec(html)?.[0] ?? '';
    expect(summary).toContain(t('en-EU', 'form.submitFailed'));
    expect(summary).toContain('autofocus');
    expect(summary).not.toMatch(/\shidden/);
  });

  it('without a post, or with another form’s, is the plain form', async () => {
    for (const html of [await render(null), await render({ ...echo, formId: 'other' })]) {
      expect(html).not.toContain('aria-invalid');
      expect(html).not.toContain('autofocus');
      expect(html).not.toContain('not-an-email');
      expect(html).toMatch(/data-form-summary hidden/);
    }
  });

  it('carries its thank-you message first, under the id the server’s redirect names', async () => {
    const html = await render(null);
    expect(tagOf(html, 'form-sent-contact')).toContain('data-form-sent');
    expect(html.indexOf('id="form-sent-contact"')).toBeLessThan(html.indexOf('<form'));
  });
});

describe('the form route’s answers', () => {
  let server: Server;
  let base: string;
  const rendered: { path: string; init: RenderInit | undefined }[] = [];
  let service: 'ok' | 'down' = 'ok';
  const sent: unknown[] = [];

  beforeAll(async () => {
    // the CMS has the form on its page, whose own path differs from the one posted (a trailing slash)
    const page = pageResponseSchema.parse({
      localizedPagePaths: { 'en-EU': '/about-us/company-info/contact-us' },
      content: { id: 'p', contentType: 'standardPage', slug: '/about-us/company-info/contact-us', title: 'Contact', body: [contactForm('blk-1', 'en-EU')] },
    });
    const cms = { page: async () => page } as unknown as CmsClient;
    const render: Render = async (path, init) => {
      rendered.push({ path, init });
      return { status: 200, headers: new Headers(), body: `<!DOCTYPE html><html><body>page ${path}</body></html>` };
    };
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      if (service === 'down') throw new TypeError('fetch failed');
      sent.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ id: 'sub-1' }), { status: 201, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const submit = createFormSubmit({ cms, submitUrl: 'http://forms.test/forms/v1/submissions', timeoutMs: 1000, siteOrigins: [], render, fetchImpl });
    server = createServer((req, res) => {
      submit(req, res).catch((error: { status?: number; code?: string }) => {
        res.writeHead(error.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.code }));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  const valid = {
    name: 'Alex Driver',
    email: 'alex@example.com',
    emailConfirmation: 'alex@example.com',
    topic: 'station',
    contactBy: 'email',
    message: 'A question about my card.',
  };
  const site = httpClient(() => base, { redirect: 'manual' });
  const post = (values: Record<string, string>, headers: Record<string, string> = {}) =>
    site.post('/api/v1/form/submit', new URLSearchParams({ formId: 'contact', path: '/about-us/company-info/contact-us/', locale: 'en-EU', ...values }), {
      'sec-fetch-site': 'same-origin',
      accept: 'text/html,*/*;q=0.8',
      ...headers,
    });

  it('invalid: the form’s page again (400, HTML, never kept), rendered with the values and each field’s message', async () => {
    rendered.length = 0;
    const res = await post({ ...valid, email: 'not-an-email', emailConfirmation: 'not-an-email', name: 'Alex "Driver"' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('page /en-EU/about-us/company-info/contact-us');
    expect(rendered).toHaveLength(1);
    const form = rendered[0]!.init?.form;
    // one ticked box of a group is a list, as the enhanced form sends it
    expect(form).toMatchObject({ formId: 'contact', failed: false, values: { name: 'Alex "Driver"', email: 'not-an-email', contactBy: ['email'] } });
    expect(form?.errors).toEqual({ email: t('en-EU', 'validation.emailInvalid'), emailConfirmation: t('en-EU', 'validation.emailInvalid') });
    expect(sent).toHaveLength(0);
  });

  it('sent: 303 to the form’s page as the CMS names it, at its thank-you message', async () => {
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-EU/about-us/company-info/contact-us#form-sent-contact');
    expect(sent).toHaveLength(1);
  });

  it('not sent on: the page with what was typed and the form’s failure, with the service’s status', async () => {
    rendered.length = 0;
    service = 'down';
    try {
      const res = await post(valid);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(rendered[0]!.init?.form).toMatchObject({ failed: true, errors: {}, values: { name: 'Alex Driver' } });
    } finally {
      service = 'ok';
    }
  });

  it('a post that asks for JSON, and the enhanced form’s JSON, get JSON as before', async () => {
    rendered.length = 0;
    const asked = await post({ ...valid, email: 'x' }, { accept: 'application/json' });
    expect(asked.status).toBe(400);
    expect(((await asked.json()) as { error: string }).error).toBe('invalid_fields');
    const json = await fetch(`${base}/api/v1/form/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', locale: 'en-EU' },
      body: JSON.stringify({ formId: 'contact', path: '/about-us/company-info/contact-us', values: { ...valid, contactBy: ['email'] } }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true, id: 'sub-1' });
    expect(rendered).toHaveLength(0);
  });

  it('a cross-site form post is refused before anything is read or rendered', async () => {
    rendered.length = 0;
    const res = await post(valid, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(rendered).toHaveLength(0);
  });
});

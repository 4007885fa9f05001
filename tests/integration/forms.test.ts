/**
 * POST /api/v1/form/submit over HTTP: the contact page's form, valid and bad submissions, wrong
 * types, huge bodies and cross-site posts (JSON and form posts). A refused submission reaches
 * nothing: the embedded form service's count does not move.
 */
import { describe, expect, inject, it } from 'vitest';
import { t } from '../../src/i18n/t';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const submitUrl = `${siteUrl}/api/v1/form/submit`;

const valid = {
  formId: 'contact',
  path: '/about-us/company-info/contact-us',
  values: {
    name: 'Alex Driver',
    email: 'alex@example.com',
    emailConfirmation: 'alex@example.com',
    phone: '040 123 4567',
    phone_country: 'FI',
    topic: 'station',
    customerNumber: '123456',
    amount: '12,50',
    // en-EU types a date day first with slashes (the locale table's dateInput)
    visitDate: '01/02/2025',
    contactBy: ['email'],
    message: 'The car wash at the station was great.',
  },
};

async function received(): Promise<number> {
  const res = await fetch(`${backendUrl}/forms/v1/submissions?formId=contact`);
  return ((await res.json()) as { total: number }).total;
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(submitUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en-EU', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });

describe('form submission over HTTP', () => {
  it('the contact page of every locale carries the form', async () => {
    for (const path of [
      '/yksityisille/ota-yhteytta/asiakaspalvelu',
      '/en-EU/about-us/company-info/contact-us',
      '/sv-SE/privat/kundservice',
      '/no-NO/privat/kundservice',
    ]) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      expect(html, path).toContain('data-form-builder');
      expect(html, path).toContain('action="/api/v1/form/submit"');
    }
  });

  it('a valid submission reaches the form service, the phone as E.164 and the date in ISO', async () => {
    const before = await received();
    const res = await json(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    expect(await received()).toBe(before + 1);
    const list = (await (await fetch(`${backendUrl}/forms/v1/submissions?formId=contact`)).json()) as {
      items: { values: Record<string, unknown>; locale: string }[];
    };
    const last = list.items.at(-1)!;
    expect(last.locale).toBe('en-EU');
    expect(last.values).toMatchObject({ phone: '+358401234567', visitDate: '2025-02-01' });
    expect(last.values).not.toHaveProperty('phone_country');
  });

  /** The latest submission the form service holds. */
  async function lastValues(): Promise<Record<string, unknown>> {
    const list = (await (await fetch(`${backendUrl}/forms/v1/submissions?formId=contact`)).json()) as { items: { values: Record<string, unknown> }[] };
    return list.items.at(-1)!.values;
  }

  it('takes an internationalised address and sends it on with its domain in IDNA form', async () => {
    const res = await json({ ...valid, values: { ...valid.values, email: 'åsa@exämple.se', emailConfirmation: 'åsa@EXÄMPLE.se' } });
    expect(res.status).toBe(200);
    expect(await lastValues()).toMatchObject({ email: 'åsa@xn--exmple-cua.se', emailConfirmation: 'åsa@xn--exmple-cua.se' });
  });

  it('reads each locale’s own way of typing a date, and ISO, and refuses 31 February in each', async () => {
    const pages: [string, string, string, string][] = [
      ['fi-FI', '/yksityisille/ota-yhteytta/asiakaspalvelu', '21.11.2026', '31.02.2026'],
      ['en-EU', '/about-us/company-info/contact-us', '21/11/2026', '31/02/2026'],
      ['sv-SE', '/privat/kundservice', '2026-11-21', '2026-02-31'],
      ['no-NO', '/privat/kundservice', '21.11.2026', '31.02.2026'],
    ];
    for (const [locale, path, own, wrong] of pages) {
      for (const visitDate of [own, '2026-11-21']) {
        const res = await json({ ...valid, path, values: { ...valid.values, visitDate } }, { locale });
        expect(res.status, `${locale} ${visitDate}`).toBe(200);
        expect((await lastValues()).visitDate, `${locale} ${visitDate}`).toBe('2026-11-21');
      }
      const before = await received();
      const refused = await json({ ...valid, path, values: { ...valid.values, visitDate: wrong } }, { locale });
      expect(refused.status, `${locale} ${wrong}`).toBe(400);
      const body = (await refused.json()) as { fields: Record<string, { rule: string; message: string }> };
      expect(body.fields.visitDate, `${locale} ${wrong}`).toMatchObject({ rule: 'dateNotReal', ruleValue: wrong });
      expect(await received()).toBe(before);
    }
    // another locale's way is not this one's: the message names the locale's format
    const slashed = await json({ ...valid, path: '/privat/kundservice', values: { ...valid.values, visitDate: '21/11/2026' } }, { locale: 'no-NO' });
    expect(((await slashed.json()) as { fields: Record<string, { message: string }> }).fields.visitDate?.message).toContain(t('no-NO', 'form.dateFormat'));
  });

  it('a plain form post (no script) is checked the same and comes back to the page', async () => {
    const body = new URLSearchParams({
      formId: 'contact',
      path: '/privat/kundservice',
      locale: 'sv-SE',
      name: 'Anna Berg',
      email: 'anna@example.se',
      emailConfirmation: 'anna@example.se',
      topic: 'card',
      message: 'Mitt kort fungerar inte.',
    });
    body.append('contactBy', 'email');
    body.append('contactBy', 'phone');
    const res = await fetch(submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl },
      body,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    // the form's own page, as the CMS names it, at its thank-you message (the page shows it by CSS)
    expect(res.headers.get('location')).toBe('/sv-SE/privat/kundservice#form-sent-contact');
  });

  it('a plain form post with invalid values gets the form’s page back: 400, HTML, each message beside its field, the values kept and escaped', async () => {
    const before = await received();
    const hostile = '"><img src=x onerror=alert(1)>';
    const body = new URLSearchParams({
      formId: 'contact',
      path: '/yksityisille/ota-yhteytta/asiakaspalvelu',
      locale: 'fi-FI',
      name: hostile,
      email: 'ei-osoite',
      emailConfirmation: 'ei-osoite',
      topic: 'card',
      contactBy: 'email',
      message: 'Viesti </textarea><b>lihavoitu</b>',
    });
    const res = await fetch(submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl, accept: 'text/html,*/*;q=0.8' },
      body,
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // the page carries its own policy, as every page does
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('data-page-kind');
    const error = (field: string) => new RegExp(`id="form-[^"]+-${field}-error" data-error>([^<]*)<`).exec(html)?.[1];
    expect(error('email')).toBe(t('fi-FI', 'validation.emailInvalid'));
    expect(error('name')).toBe(t('fi-FI', 'validation.containsForbiddenSymbols'));
    expect(html).toMatch(/<input id="form-[^"]+-email" [^>]*aria-invalid="true"[^>]*value="ei-osoite"/);
    // the visitor's values: in a quoted attribute, its quote escaped; in the textarea, as text
    const name = /<input id="form-[^"]+-name" [^\n]*? value="&#34;><img src=x onerror=alert\(1\)>"/.exec(html)?.[0];
    expect(name).toBeDefined();
    expect(html.replace(name!, '')).not.toContain('<img src=x');
    expect(html).toContain('Viesti &lt;/textarea&gt;&lt;b&gt;lihavoitu&lt;/b&gt;</textarea>');
    expect(html).toMatch(/<input type="checkbox" id="form-[^"]+-contactBy-0" name="contactBy" value="email" checked/);
    expect(await received()).toBe(before);
  });

  it('refuses bad input with a 4xx naming the problem, and writes nothing', async () => {
    const before = await received();
    const cases: [string, Response, number, string][] = [
      ['malformed JSON', await json('{"formId":'), 400, 'invalid_json'],
      ['not an object', await json('[1,2]'), 400, 'invalid_body'],
      ['wrong types', await json({ ...valid, values: { ...valid.values, name: 42 } }), 400, 'invalid_body'],
      ['values as a string', await json({ ...valid, values: 'x' }), 400, 'invalid_body'],
      ['unknown top-level key', await json({ ...valid, price: 0 }), 400, 'invalid_body'],
      ['a path off the site', await json({ ...valid, path: 'https://evil.example/' }), 400, 'invalid_body'],
      ['an unknown field', await json({ ...valid, values: { ...valid.values, isAdmin: 'yes' } }), 400, 'unknown_fields'],
      ['an unknown form', await json({ ...valid, formId: 'nope' }), 404, 'unknown_form'],
      ['a page without forms', await json({ ...valid, path: '/about-us' }), 404, 'unknown_form'],
      ['no such page', await json({ ...valid, path: '/no/such/page' }), 404, 'unknown_form'],
      ['an unknown locale', await json(valid, { locale: 'xx-XX' }), 400, 'invalid_locale'],
      [
        'text/plain',
        await fetch(submitUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(valid) }),
        415,
        'unsupported_media_type',
      ],
      ['a huge body', await json({ ...valid, values: { ...valid.values, message: 'x'.repeat(40_000) } }), 413, 'payload_too_large'],
    ];
    for (const [name, res, status, code] of cases) {
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as { error: string }).error, name).toBe(code);
    }
    expect((await fetch(submitUrl)).status).toBe(405);
    expect(await received()).toBe(before);
  });

  it('invalid values: 400 with every field’s rule and translated message', async () => {
    const before = await received();
    const res = await json(
      {
        ...valid,
        path: '/privat/kundservice',
        values: {
          ...valid.values,
          visitDate: '01.02.2025',
          email: 'not-an-email',
          emailConfirmation: 'other@example.com',
          topic: 'bogus',
          amount: '1,999',
          contactBy: [],
          message: '<script>alert(1)</script>',
        },
      },
      { locale: 'no-NO' },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, { rule: string; message: string }> };
    expect(body.error).toBe('invalid_fields');
    expect(body.fields).toEqual({
      // a filled-in address that is not one says what to check (README "Where the site differs from the spec")
      email: { rule: 'email', message: t('no-NO', 'validation.emailInvalid') },
      emailConfirmation: { rule: 'matches', ruleValue: 'email', message: 'Feltene stemmer ikke overens' },
      topic: { rule: 'equals', message: 'Feltet har en ugyldig verdi' },
      amount: { rule: 'maxDecimals', ruleValue: 2, message: 'Høyeste antall desimaler er 2' },
      contactBy: { rule: 'checkedAmount', ruleValue: 1, message: 'Velg 1 alternativ' },
      message: { rule: 'containsForbiddenSymbols', message: 'Feltet inneholder ugyldige tegn' },
    });
    expect(await received()).toBe(before);
  });

  it('cross-site posts get 403 before anything is read, JSON and form posts alike', async () => {
    const before = await received();
    const form = new URLSearchParams({ formId: 'contact', path: valid.path, locale: 'en-EU', name: 'x' }).toString();
    const attempts: [string, Record<string, string>, string][] = [
      ['JSON, Sec-Fetch-Site', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, JSON.stringify(valid)],
      ['JSON, Origin', { 'content-type': 'application/json', origin: 'https://evil.example' }, JSON.stringify(valid)],
      ['form, Sec-Fetch-Site', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, form],
      ['form, Origin', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, form],
      ['text/plain, Origin null', { 'content-type': 'text/plain', origin: 'null' }, form],
      ['same-site sibling', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, JSON.stringify(valid)],
    ];
    for (const [name, headers, body] of attempts) {
      const res = await fetch(submitUrl, { method: 'POST', headers: { locale: 'en-EU', ...headers }, body, redirect: 'manual' });
      expect(res.status, name).toBe(403);
      expect(((await res.json()) as { error: string }).error, name).toBe('cross_site_request');
    }
    const same = await json(valid, { 'sec-fetch-site': 'same-origin', origin: siteUrl });
    expect(same.status).toBe(200);
    expect(await received()).toBe(before + 1);
  });
});

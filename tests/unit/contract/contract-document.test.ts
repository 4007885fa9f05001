/**
 * The contract between the site and its backends (src/contract/backends.openapi.json, spec 7):
 * the document is valid OpenAPI 3.1, its examples match its own schemas, and the site's zod schemas
 * accept every example answer (and the site's request schemas every example request).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ZodTypeAny } from 'zod';
import { describe, expect, it } from 'vitest';
import { layoutSchema, pageResponseSchema, pathListingSchema, searchRequestSchema, searchResponseSchema } from '../../../src/cms/schemas';
import { validationResponseSchema } from '../../../src/cms/commerce';
import { validationRequestSchema } from '../../../src/cms/commerce-requests';
import { completeRequestSchema, initializeResponseSchema, orderResponseSchema } from '../../../src/features/checkout/schemas';
import { cardsResponseSchema } from '../../../src/cms/account';
import { customerResponseSchema, tokenResponseSchema } from '../../../src/server/api/account/account-client';
import { contract, operations, requestExamples, requestProblems, responseExamples, responseProblems } from '../../support/contract';

describe('the contract document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(contract) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const broken = structuredClone(contract) as unknown as { components: { parameters: Record<string, { in: string }> } };
    broken.components.parameters['Locale']!.in = 'body';
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('refuses answers and statuses it does not describe', () => {
    const [layout] = Object.values(responseExamples('GET', '/cms-view/v1/content/layout', 200)) as Record<string, unknown>[];
    const { logo: _logo, ...noLogo } = layout!;
    expect(responseProblems('GET', '/cms-view/v1/content/layout', 200, noLogo).join()).toMatch(/logo/);
    expect(responseProblems('GET', '/cms-view/v1/content/layout', 418, {}).join()).toMatch(/not in the contract/);
    expect(responseProblems('GET', '/cms-view/v1/content/layout', 404, { error: 'not_found' }).join()).toMatch(/message/);
  });

  it('refuses requests it does not describe', () => {
    const base = 'http://backend';
    const json = { 'content-type': 'application/json' };
    const req = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
      requestProblems({ method, url: new URL(path, base), headers, body: body === undefined ? undefined : JSON.stringify(body) }).join();
    expect(req('GET', '/cms-view/v1/content/page?path=/x')).toBe('');
    expect(req('GET', '/cms-view/v1/content/page')).toMatch(/required query parameter path/);
    expect(req('GET', '/cms-view/v1/content/page?path=/x&draft=1')).toMatch(/draft is not in the contract/);
    expect(req('GET', '/cms-view/v1/content/layout', { locale: 'de-DE' })).toMatch(/locale/);
    expect(req('GET', '/cms-view/v1/content/page?path=/x', { preview: 'yes' })).toMatch(/preview/);
    expect(req('DELETE', '/cms-view/v1/content/layout')).toMatch(/not an operation/);
    expect(req('GET', '/cms-view/v2/layout')).toMatch(/not a path/);
    expect(req('POST', '/digital-order/v1/cart/validate', json, { items: [{ code: 'a', quantity: 1, price: 0 }] })).toMatch(/additional/);
    expect(req('POST', '/digital-order/v1/cart/validate', json, { items: [{ code: 'a', quantity: 1 }] })).toBe('');
    expect(req('GET', '/account/v1/customer')).toMatch(/Bearer/);
    expect(req('GET', '/cms-view/v1/content/layout', { authorization: 'Bearer abc' })).toMatch(/authorization/);
  });

  it('has an operation id, a locale header and an example for every answer with a body', () => {
    const ids = new Set<string>();
    for (const [method, template, op] of operations()) {
      expect(ids.has(op.operationId), `${method} ${template}: duplicate operationId`).toBe(false);
      ids.add(op.operationId);
      expect(
        op.parameters?.some((p) => (p as { $ref?: string }).$ref === '#/components/parameters/Locale'),
        `${method} ${template}: locale header`,
      ).toBe(true);
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!answer.content) continue;
        expect(Object.keys(answer.content['application/json']?.examples ?? {}).length, `${method} ${template} ${status}: an example`).toBeGreaterThan(0);
      }
    }
  });

  it('has examples that match its own schemas', () => {
    for (const [method, template, op] of operations()) {
      for (const status of Object.keys(op.responses)) {
        for (const [name, value] of Object.entries(responseExamples(method, template, Number(status)))) {
          expect(responseProblems(method, template, Number(status), value), `${method} ${template} ${status} example ${name}`).toEqual([]);
        }
      }
    }
  });
});

/** The site's zod schema for each success answer it reads, by operation. */
const siteResponseSchemas: Record<string, [number, ZodTypeAny][]> = {
  getLayout: [[200, layoutSchema]],
  getPage: [[200, pageResponseSchema]],
  getPaths: [[200, pathListingSchema]],
  search: [[200, searchResponseSchema]],
  validateCart: [[200, validationResponseSchema]],
  initializeOrder: [
    [201, initializeResponseSchema],
    [200, initializeResponseSchema],
  ],
  completeOrder: [[200, orderResponseSchema]],
  exchangeCode: [[200, tokenResponseSchema]],
  getCustomer: [[200, customerResponseSchema]],
  getCards: [[200, cardsResponseSchema]],
};

/** The site's zod schema of the bodies it sends that it validates with one (the rest are built in code). */
const siteRequestSchemas: Record<string, ZodTypeAny> = {
  search: searchRequestSchema,
  validateCart: validationRequestSchema,
  completeOrder: completeRequestSchema,
};

describe("the site's schemas against the contract's examples", () => {
  for (const [method, template, op] of operations()) {
    const answers = siteResponseSchemas[op.operationId];
    if (answers) {
      it(`accepts the example answers of ${op.operationId}`, () => {
        for (const [status, schema] of answers) {
          const examples = Object.entries(responseExamples(method, template, status));
          expect(examples.length, `${op.operationId} ${status} has examples`).toBeGreaterThan(0);
          for (const [name, value] of examples) {
            const parsed = schema.safeParse(value);
            expect(parsed.success ? [] : parsed.error.issues, `${op.operationId} ${status} ${name}`).toEqual([]);
          }
        }
      });
    }
    const requestSchema = siteRequestSchemas[op.operationId];
    if (requestSchema) {
      it(`accepts the example requests of ${op.operationId}`, () => {
        const examples = Object.entries(requestExamples(method, template));
        expect(examples.length).toBeGreaterThan(0);
        for (const [name, value] of examples) {
          const parsed = requestSchema.safeParse(value);
          expect(parsed.success ? [] : parsed.error.issues, `${op.operationId} ${name}`).toEqual([]);
        }
      });
    }
  }

  it('covers every operation whose answer the site reads', () => {
    const withBody = operations()
      .filter(([, , op]) => Object.entries(op.responses).some(([s, r]) => Number(s) < 300 && r.content))
      .map(([, , op]) => op.operationId);
    // submitForm: the site reads only the status of the form service's answer
    expect(withBody.filter((id) => id !== 'submitForm').sort()).toEqual(Object.keys(siteResponseSchemas).sort());
  });
});

/**
 * Checks requests and answers against the contract between the site and its backends
 * (src/contract/backends.openapi.json, spec 7). The document's schemas are JSON Schema 2020-12
 * (OpenAPI 3.1), compiled with ajv's 2020 dialect and ajv-formats: ajv is the validator the OpenAPI
 * tooling itself builds on (the document check in tests/unit/contract/contract-document.test.ts uses it too),
 * so a request or answer is read exactly as the document says, independent of the site's zod schemas.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const CONTRACT_PATH = resolve(import.meta.dirname, '../../src/contract/backends.openapi.json');

interface MediaType {
  schema?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required?: boolean;
  schema?: unknown;
  $ref?: string;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, unknown> };
  security?: unknown[];
}

export const contract: Document = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as Document;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
/**
 * JSON Schema's `idn-email` (RFC 6531), which ajv-formats lacks, read loosely and on its own: a
 * local part without spaces, an @, and a domain with a dot that the URL parser takes as a host.
 */
ajv.addFormat('idn-email', (value: string) => {
  const at = value.lastIndexOf('@');
  if (at < 1 || /\s/u.test(value.slice(0, at))) return false;
  try {
    return new URL(`http://${value.slice(at + 1)}`).hostname.includes('.');
  } catch {
    return false;
  }
});
const DOC_ID = 'contract.json';
ajv.addSchema(contract, DOC_ID);

const compiled = new Map<string, ValidateFunction>();
/** A validator for a schema at a JSON pointer of the document ('#/paths/…/schema'). */
function validatorAt(pointer: string): ValidateFunction {
  let fn = compiled.get(pointer);
  if (!fn) {
    fn = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    compiled.set(pointer, fn);
  }
  return fn;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
}

/** The operation of a method and a path template ('/cms-view/v1/content/page'); throws if absent. */
export function operation(method: string, template: string): Operation {
  const op = contract.paths[template]?.[method.toLowerCase() as 'get' | 'post'];
  if (!op) throw new Error(`The contract has no ${method} ${template}`);
  return op;
}

/** Every operation of the document as [method, template, operation]. */
export function operations(): [string, string, Operation][] {
  return Object.entries(contract.paths).flatMap(([template, item]) =>
    (['get', 'post'] as const).flatMap((m) => (item[m] ? [[m.toUpperCase(), template, item[m]] as [string, string, Operation]] : [])),
  );
}

/** The path template matching a concrete path (the document has no templated segments). */
export function templateOf(pathname: string): string | undefined {
  return Object.keys(contract.paths).find((t) => t === pathname);
}

/** Problems of an answer against the operation's responses (status listed, body matches its schema). */
export function responseProblems(method: string, template: string, status: number, body: unknown, contentType?: string | null): string[] {
  const op = operation(method, template);
  const declared = op.responses[String(status)];
  if (!declared) return [`status ${status} is not in the contract for ${method} ${template} (declared: ${Object.keys(op.responses).join(', ')})`];
  if (!declared.content) return body === undefined || body === '' ? [] : [`status ${status} has no body in the contract`];
  if (contentType !== undefined && !/^application\/json\b/i.test(contentType ?? '')) return [`content-type ${contentType} is not application/json`];
  const fn = validatorAt(`#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`);
  return fn(body) ? [] : [`${method} ${template} ${status}: ${describe(fn.errors)}`];
}

/** A request as a client sent it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

function parameterOf(p: Parameter): Parameter {
  if (!p.$ref) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  const found = contract.components.parameters[name];
  if (!found) throw new Error(`unresolved parameter ${p.$ref}`);
  return found;
}

/** Problems of a recorded request against the contract: path, method, parameters, security, body. */
export function requestProblems(req: RecordedRequest): string[] {
  const template = templateOf(req.url.pathname);
  if (!template) return [`${req.method} ${req.url.pathname} is not a path of the contract`];
  const op = contract.paths[template]?.[req.method.toLowerCase() as 'get' | 'post'];
  if (!op) return [`${req.method} is not an operation of ${template}`];
  const problems: string[] = [];
  const known = new Set<string>();
  for (const [i, raw] of (op.parameters ?? []).entries()) {
    const p = parameterOf(raw);
    const at = raw.$ref ? raw.$ref.slice(1) : `/paths/${escapePointer(template)}/${req.method.toLowerCase()}/parameters/${i}`;
    const value = p.in === 'query' ? req.url.searchParams.get(p.name) : p.in === 'header' ? req.headers[p.name.toLowerCase()] : undefined;
    if (p.in === 'query') known.add(p.name);
    if (value === undefined || value === null) {
      if (p.required) problems.push(`required ${p.in} parameter ${p.name} is missing`);
      continue;
    }
    const fn = validatorAt(`#${at}/schema`);
    if (!fn(value)) problems.push(`${p.in} parameter ${p.name}=${JSON.stringify(value)}: ${describe(fn.errors)}`);
  }
  for (const name of req.url.searchParams.keys()) if (!known.has(name)) problems.push(`query parameter ${name} is not in the contract`);
  const security = op.security ?? contract.security ?? [];
  const needsBearer = security.some((s) => typeof s === 'object' && s !== null && 'bearer' in s);
  const authorization = req.headers['authorization'];
  if (needsBearer && !/^Bearer \S+$/.test(authorization ?? '')) problems.push('a Bearer token is required');
  if (!needsBearer && authorization) problems.push('sends an authorization header the contract does not ask for');
  if (op.requestBody) {
    if (req.body === undefined || req.body === '') {
      if (op.requestBody.required) problems.push('the request body is missing');
    } else if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      problems.push(`content-type ${req.headers['content-type']} is not application/json`);
    } else {
      let json: unknown;
      try {
        json = JSON.parse(req.body);
      } catch {
        return [...problems, 'the request body is not JSON'];
      }
      const fn = validatorAt(`#/paths/${escapePointer(template)}/${req.method.toLowerCase()}/requestBody/content/application~1json/schema`);
      if (!fn(json)) problems.push(`body: ${describe(fn.errors)}`);
    }
  } else if (req.body) {
    problems.push('sends a body the contract does not take');
  }
  return problems;
}

/** The examples of an operation's answer with a status, by name. */
export function responseExamples(method: string, template: string, status: number): Record<string, unknown> {
  const examples = operation(method, template).responses[String(status)]?.content?.['application/json']?.examples ?? {};
  return Object.fromEntries(Object.entries(examples).map(([name, e]) => [name, e.value]));
}

/** The examples of an operation's request body, by name. */
export function requestExamples(method: string, template: string): Record<string, unknown> {
  const examples = operation(method, template).requestBody?.content['application/json']?.examples ?? {};
  return Object.fromEntries(Object.entries(examples).map(([name, e]) => [name, e.value]));
}

/**
 * Why the CMS refuses an edit, field by field, in words an editor reads (the string tables, every
 * language): the one definition of the edit's rules and their messages for the edit API (whose
 * JSON error `npm run cms` prints, in the language the call asks for) and the editor's page (which
 * shows each message beside its field, in the editor's language).
 */
import type { ZodError } from 'zod';
import { getLocale, type LocaleCode } from '../../../src/config/locales';
import { HttpError } from '../../../src/lib/http/errors';
import { t, type Params, type StringKey } from '../../../src/i18n/t';

/** The fields of the editor's forms a problem may belong to; `form` is the form as a whole. */
export type FormField =
  | 'form'
  | 'path'
  | 'title'
  | 'description'
  | 'slug'
  | 'noIndex'
  | 'tags'
  | 'stationName'
  | 'redirectTo'
  | 'logoAlt'
  | 'navText'
  | `item.${string}.text`
  | `item.${string}.url`;

/** One problem: its form field, the edit API's name of it, and its words in any language. */
export interface Problem {
  field: FormField;
  /** the field as the edit API names it ('set.slug'), which the API's message starts with */
  apiField: string;
  say(lang: LocaleCode): string;
  /** the API's words, where they are not the editor's (a call no form makes, for its developer) */
  api?: string;
}

/** A problem worded by a string key. */
export function problem(field: FormField, apiField: string, key: StringKey, params?: Params): Problem {
  return { field, apiField, say: (lang) => t(lang, key, params) };
}

/**
 * An edit refused for reasons an editor can act on: a 400 (or 404, 409) whose message is each
 * problem in English after its API field ('set.title: Write a title.').
 */
export class EditRefused extends HttpError {
  constructor(
    status: number,
    code: string,
    readonly problems: readonly Problem[],
  ) {
    super(status, code, refusalMessage(problems, 'en-EU'));
  }

  /** The same refusal with its message in `lang` (and a Content-Language saying so). */
  in(lang: LocaleCode): HttpError {
    return new HttpError(this.status, this.code, refusalMessage(this.problems, lang), { 'content-language': getLocale(lang).iso });
  }
}

/** Each problem after its API field ('set.title: Write a title.'), in one language. */
function refusalMessage(problems: readonly Problem[], lang: LocaleCode): string {
  return problems.map((p) => `${p.apiField}: ${p.api ?? p.say(lang)}`).join('; ');
}

/** The API's field path ('set.title') as the form's field. */
function formField(path: readonly (string | number)[]): FormField {
  const [first, second, third, fourth] = path.map(String);
  if (first === 'set' && second === 'items' && third !== undefined && (fourth === 'text' || fourth === 'url')) return `item.${third}.${fourth}`;
  const name = first === 'set' || first === 'create' ? second : first;
  const known = ['path', 'title', 'description', 'slug', 'noIndex', 'tags', 'stationName', 'redirectTo', 'logoAlt', 'navText'] as const;
  return (known as readonly string[]).includes(name ?? '') ? (name as FormField) : 'form';
}

/**
 * The problems of an edit the schema refused, worded for editors: an empty required text, one too
 * long, too many items; anything else (a malformed call, not a form) as the field being invalid.
 */
export function problemsOf(error: ZodError): Problem[] {
  return error.issues.map((issue) => {
    const field = formField(issue.path);
    const apiField = issue.path.join('.') || 'body';
    if (issue.code === 'too_small' && issue.type === 'string' && Number(issue.minimum) === 1) return problem(field, apiField, 'editor.error.required');
    if (issue.code === 'too_big' && issue.type === 'string') return problem(field, apiField, 'editor.error.tooLong', { max: Number(issue.maximum) });
    if (issue.code === 'too_big' && issue.type === 'array') return problem(field, apiField, 'editor.error.tooMany', { max: Number(issue.maximum) });
    // a call no form of the editor's page makes: said in the schema's own words, for developers
    return { field, apiField, say: (lang: LocaleCode) => t(lang, 'editor.error.invalid', { detail: issue.message }), api: issue.message };
  });
}

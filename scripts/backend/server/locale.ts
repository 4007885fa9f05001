/** The `locale` request header of every backend call (spec 7): missing means fi-FI, unknown is a 400. */
import type { IncomingMessage } from 'node:http';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from '../../../src/config/locales';
import { HttpError } from '../../../src/lib/http/errors';

/** The locale a request asks for; throws a 400 HttpError for anything but the four codes. */
export function requestLocale(req: IncomingMessage): LocaleCode {
  const raw = req.headers['locale'];
  if (raw === undefined) return defaultLocale;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (isLocaleCode(value)) return value;
  throw new HttpError(
    400,
    'invalid_locale',
    `locale: unknown locale header ${JSON.stringify(String(value).slice(0, 40))} (expected one of ${localeCodes.join(', ')})`,
  );
}

/**
 * The embedded form service: where the site passes valid form-builder submissions (spec 7.5).
 *
 *   POST /forms/v1/submissions   {formId, path, locale, values} → 201 {id}
 *   GET  /forms/v1/submissions   ?formId= — what was received (for the content team and tests)
 *
 * Kept in memory, newest last, at most MAX_KEPT.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { localeCodes } from '../../../../src/config/locales';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import { readJsonValue } from '../../../../src/lib/http/read';
import type { Router } from '../router';

const MAX_BODY = 64 * 1024;
const MAX_KEPT = 1_000;

const submissionSchema = z
  .object({
    formId: z.string().min(1).max(64),
    path: z.string().min(1).max(1024),
    locale: z.enum(localeCodes),
    values: z.record(z.string().max(40), z.union([z.string().max(10_000), z.array(z.string().max(200)).max(100)])),
  })
  .strict();

type Stored = z.infer<typeof submissionSchema> & { id: string; receivedAt: string };

export function registerFormRoutes(router: Router): void {
  const received: Stored[] = [];

  router.on('POST', '/forms/v1/submissions', async ({ req, res }) => {
    if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? '')))
      throw new HttpError(415, 'unsupported_media_type', 'Expected application/json');
    const body = submissionSchema.safeParse(await readJsonValue(req, MAX_BODY));
    if (!body.success) throw new HttpError(400, 'invalid_body', describeZodError(body.error));
    const stored: Stored = { ...body.data, id: randomUUID(), receivedAt: new Date().toISOString() };
    received.push(stored);
    if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
    sendJsonValue(res, 201, { id: stored.id });
  });

  router.on('GET', '/forms/v1/submissions', ({ res, url }) => {
    const formId = url.searchParams.get('formId');
    const items = formId ? received.filter((s) => s.formId === formId) : received;
    sendJsonValue(res, 200, { total: items.length, items: items.slice(-100) });
  });
}

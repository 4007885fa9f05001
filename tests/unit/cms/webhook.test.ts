import { describe, expect, it } from 'vitest';
import { screenChange, signWebhook, verifyWebhook, webhookPayloadSchema, WEBHOOK_WINDOW_SECONDS, type WebhookChange } from '../../../src/cms/webhook';

const secret = 'a-test-secret-of-enough-length';
const body = Buffer.from(
  JSON.stringify({ id: 'evt-1', occurredAt: '2026-11-22T10:00:00Z', changes: [{ type: 'layout', action: 'updated', locale: 'fi-FI' }] }),
);
const now = 1_800_000_000;

describe('webhook signature', () => {
  it('accepts a body signed with the secret within the window', () => {
    const signature = signWebhook(secret, now - 10, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook({ secret, timestamp: String(now - 10), signature, rawBody: body, nowSeconds: now })).toEqual({ ok: true, timestamp: now - 10 });
  });

  it('refuses another secret, a changed body, or a signature for another timestamp', () => {
    const signature = signWebhook(secret, now, body);
    expect(verifyWebhook({ secret: 'other-secret-other-secret', timestamp: String(now), signature, rawBody: body, nowSeconds: now }).ok).toBe(false);
    expect(verifyWebhook({ secret, timestamp: String(now), signature, rawBody: Buffer.from(`${body.toString()} `), nowSeconds: now }).ok).toBe(false);
    expect(verifyWebhook({ secret, timestamp: String(now - 1), signature, rawBody: body, nowSeconds: now }).ok).toBe(false);
  });

  it('refuses old and future timestamps, and malformed headers', () => {
    const old = now - WEBHOOK_WINDOW_SECONDS - 1;
    expect(verifyWebhook({ secret, timestamp: String(old), signature: signWebhook(secret, old, body), rawBody: body, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'timestamp outside the allowed window',
    });
    const future = now + WEBHOOK_WINDOW_SECONDS + 1;
    expect(verifyWebhook({ secret, timestamp: String(future), signature: signWebhook(secret, future, body), rawBody: body, nowSeconds: now }).ok).toBe(false);
    expect(verifyWebhook({ secret, timestamp: '12a', signature: 'sha256=00', rawBody: body, nowSeconds: now }).ok).toBe(false);
    expect(verifyWebhook({ secret, timestamp: String(now), signature: undefined, rawBody: body, nowSeconds: now }).ok).toBe(false);
  });
});

/**
 * Known answers, computed once outside the site's code with OpenSSL over `${timestamp}.${body}`:
 *   printf '%s' "$TS.$BODY" | openssl dgst -sha256 -hmac "$SECRET"
 * (the shell's UTF-8 bytes of the secret; the bodies are exactly the strings below). They check the
 * verifier against an independent signer, not only against its own signWebhook.
 */
const knownAnswers = [
  {
    secret: 'kat-secret-for-the-cms-webhook-0001',
    timestamp: 1795860000,
    body: '{"id":"evt-kat-1","occurredAt":"2026-11-22T10:00:00Z","changes":[{"type":"page","action":"updated","locale":"fi-FI","path":"/asemahaku"}]}',
    signature: 'sha256=0617a927eb74ba882568c142160458e84e8fc8b1a1037186a94163c9c6e0164c',
  },
  {
    secret: 'another-secret-öäå',
    timestamp: 1795860300,
    body: '{"id":"evt-kat-2","occurredAt":"2026-11-22T10:05:00Z","changes":[{"type":"layout","action":"updated","locale":"sv-SE"}]}',
    signature: 'sha256=fdb21ef39f3e62be8cd26c7d2ae887454b50bebb850908676264fb792d8cc7a4',
  },
  {
    secret: 'kat-secret-for-the-cms-webhook-0001',
    timestamp: 1795860000,
    body: '',
    signature: 'sha256=90978890468f795cc8c27e3c2ab38187c3fc04772daaf4d2ef4ef5475f4191e0',
  },
] as const;

describe('webhook signature: known answers (OpenSSL)', () => {
  for (const [i, v] of knownAnswers.entries()) {
    const input: Parameters<typeof verifyWebhook>[0] = {
      secret: v.secret,
      timestamp: String(v.timestamp),
      signature: v.signature,
      rawBody: Buffer.from(v.body, 'utf8'),
      nowSeconds: v.timestamp + 60,
    };

    it(`vector ${i + 1}: the verifier accepts it and the signer makes it`, () => {
      expect(verifyWebhook(input)).toEqual({ ok: true, timestamp: v.timestamp });
      expect(signWebhook(v.secret, v.timestamp, v.body)).toBe(v.signature);
    });

    it(`vector ${i + 1}: the verifier refuses every change to it`, () => {
      const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
      const refused = (change: Partial<typeof input>) => verifyWebhook({ ...input, ...change });
      expect(refused({ signature: flip(v.signature) })).toEqual({ ok: false, reason: 'signature does not match' });
      expect(refused({ signature: v.signature.toUpperCase().replace('SHA256', 'sha256') })).toEqual({ ok: false, reason: 'missing or malformed signature' });
      expect(refused({ signature: v.signature.replace('sha256=', '') })).toEqual({ ok: false, reason: 'missing or malformed signature' });
      expect(refused({ secret: `${v.secret}x` })).toEqual({ ok: false, reason: 'signature does not match' });
      expect(refused({ rawBody: Buffer.from(`${v.body} `, 'utf8') })).toEqual({ ok: false, reason: 'signature does not match' });
      expect(refused({ timestamp: String(v.timestamp + 1) })).toEqual({ ok: false, reason: 'signature does not match' });
      expect(refused({ nowSeconds: v.timestamp + WEBHOOK_WINDOW_SECONDS + 1 })).toEqual({ ok: false, reason: 'timestamp outside the allowed window' });
      expect(refused({ timestamp: undefined })).toEqual({ ok: false, reason: 'missing or malformed timestamp' });
    });
  }
});

describe('webhook payload', () => {
  it('needs a path on page changes, and takes out any that is not a site path', () => {
    expect(webhookPayloadSchema.safeParse({ id: 'e', occurredAt: 'x', changes: [{ type: 'page', action: 'updated', locale: 'fi-FI' }] }).success).toBe(false);
    expect(
      webhookPayloadSchema.parse({ id: 'e', occurredAt: 'x', changes: [{ type: 'page', action: 'updated', locale: 'fi-FI', path: '//evil.example' }] }),
    ).toMatchObject({ changes: [], refused: [{ path: '//evil.example' }] });
    expect(webhookPayloadSchema.safeParse({ id: 'e', occurredAt: 'x', changes: [] }).success).toBe(false);
  });

  it('takes out the changes whose paths the site refuses, and applies the rest', () => {
    const page = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'page', action: 'deleted', locale: 'fi-FI', path, ...extra });
    const parsed = webhookPayloadSchema.parse({
      id: 'e',
      occurredAt: 'x',
      changes: [page('/asemat//akaa'), page('/x/../../../../outside'), page('/asemahaku'), { type: 'layout', action: 'updated', locale: 'sv-SE' }],
    });
    expect(parsed.changes.map((c) => c.path ?? c.type)).toEqual(['/asemahaku', 'layout']);
    expect(parsed.refused).toEqual([
      { locale: 'fi-FI', path: '/asemat//akaa', problem: { code: 'empty-segment' }, reason: expect.stringContaining('empty part') },
      { locale: 'fi-FI', path: '/x/../../../../outside', problem: { code: 'dot-segment' }, reason: expect.stringContaining('full stop') },
    ]);
    expect(webhookPayloadSchema.parse({ id: 'e', occurredAt: 'x', changes: [page('/a\\b')] })).toMatchObject({ changes: [], refused: [{ path: '/a\\b' }] });
  });
});

describe('screenChange', () => {
  const moved: WebhookChange = { type: 'page', action: 'updated', locale: 'fi-FI', tags: [] };
  it('renders the old path again when a page moves to a refused path (the render removes it)', () => {
    expect(screenChange({ ...moved, path: '/a//b', previousPath: '/a' })).toEqual({
      change: { ...moved, path: '/a' },
      refused: [{ locale: 'fi-FI', path: '/a//b', problem: { code: 'empty-segment' }, reason: expect.any(String) }],
    });
  });
  it('records no redirect from a refused old path', () => {
    expect(screenChange({ ...moved, path: '/a', previousPath: '/../a' })).toEqual({
      change: { ...moved, path: '/a' },
      refused: [expect.objectContaining({ path: '/../a' })],
    });
  });
  it('drops a change with nothing accepted left, and keeps an accepted one as it is', () => {
    expect(screenChange({ ...moved, path: '/a/./b', previousPath: '/../a' }).change).toBeNull();
    expect(screenChange({ ...moved, path: '/a', previousPath: '/b' })).toEqual({ change: { ...moved, path: '/a', previousPath: '/b' }, refused: [] });
  });
});

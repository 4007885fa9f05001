import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, webhookPayloadSchema, WEBHOOK_WINDOW_SECONDS } from '../../src/cms/webhook';

const secret = 'a-test-secret-of-enough-length';
const body = Buffer.from(JSON.stringify({ id: 'evt-1', occurredAt: '2026-11-22T10:00:00Z', changes: [{ type: 'layout', action: 'updated', locale: 'fi-FI' }] }));
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

describe('webhook payload', () => {
  it('needs a path on page changes and only site paths', () => {
    expect(webhookPayloadSchema.safeParse({ id: 'e', occurredAt: 'x', changes: [{ type: 'page', action: 'updated', locale: 'fi-FI' }] }).success).toBe(false);
    expect(
      webhookPayloadSchema.safeParse({ id: 'e', occurredAt: 'x', changes: [{ type: 'page', action: 'updated', locale: 'fi-FI', path: '//evil.example' }] }).success,
    ).toBe(false);
    expect(webhookPayloadSchema.safeParse({ id: 'e', occurredAt: 'x', changes: [] }).success).toBe(false);
  });
});

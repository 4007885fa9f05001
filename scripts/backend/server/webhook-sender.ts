/**
 * The embedded CMS's side of the webhook (design "Data and the embedded backend"): after an edit it POSTs the signed change list
 * to the site (format and signature: src/cms/webhook.ts), retrying a failed delivery twice.
 * Configured by BACKEND_WEBHOOK_URL (one URL, or several separated by spaces) and CMS_WEBHOOK_SECRET, or at run time by `configure`.
 */
import { randomUUID } from 'node:crypto';
import { messageOf, RetriesEnded, retry } from '../../../src/lib/retry';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook, type WebhookChange } from '../../../src/cms/webhook';

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface Delivery {
  delivered: boolean;
  status?: number;
  reason?: string;
  id: string;
}

export class WebhookSender {
  private target: WebhookTarget | null;

  constructor(target: WebhookTarget | null = fromEnv()) {
    this.target = target;
  }

  configure(target: WebhookTarget | null): void {
    this.target = target;
  }

  get configured(): boolean {
    return this.target !== null;
  }

  /**
   * Sends one delivery to each of the target's URLs (space-separated: every site instance, design.md
   * "The edge"); resolves when each accepted it (2xx) or every attempt failed, with the first failure.
   */
  async send(changes: WebhookChange[]): Promise<Delivery> {
    const id = `evt-${randomUUID()}`;
    if (!this.target) return { delivered: false, reason: 'no webhook configured', id };
    const { secret } = this.target;
    const body = JSON.stringify({ id, occurredAt: new Date().toISOString(), changes });
    const urls = this.target.url.split(/\s+/).filter(Boolean);
    const results = await Promise.all(urls.map((url) => deliver(url, secret, body, id)));
    return results.find((r) => !r.delivered) ?? results[0]!;
  }
}

/** A delivery the site did not accept yet: worth sending again (a 5xx, no answer). */
class NotDelivered extends Error {
  constructor(readonly delivery: Delivery) {
    super(delivery.reason ?? `answered ${delivery.status}`);
  }
}

async function deliver(url: string, secret: string, body: string, id: string): Promise<Delivery> {
  const attempt = async (): Promise<Delivery> => {
    // signed per attempt: the site refuses a signature it has already seen
    const timestamp = Math.floor(Date.now() / 1000);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await res.body?.cancel();
    } catch (error) {
      throw new NotDelivered({ delivered: false, id, reason: messageOf(error) });
    }
    const delivery = { delivered: res.ok, status: res.status, id };
    // a 4xx will not get better by repeating it
    if (res.ok || (res.status >= 400 && res.status < 500)) return delivery;
    throw new NotDelivered(delivery);
  };
  try {
    return await retry(attempt, { delaysMs: [200, 1000] });
  } catch (error) {
    if (error instanceof RetriesEnded && error.lastError instanceof NotDelivered) return error.lastError.delivery;
    throw error;
  }
}

function fromEnv(): WebhookTarget | null {
  const url = process.env.BACKEND_WEBHOOK_URL;
  const secret = process.env.CMS_WEBHOOK_SECRET;
  return url && secret ? { url, secret } : null;
}

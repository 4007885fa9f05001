/**
 * One-time login codes and access tokens of the embedded account service, in memory (a restart
 * logs everyone out, which the site handles like an expired session). A code is good once, for a
 * minute, and only with the redirect URI it was issued for.
 */
import { randomBytes } from 'node:crypto';

export const CODE_TTL_MS = 60_000;
export const TOKEN_TTL_S = 2 * 60 * 60;
const MAX_ENTRIES = 10_000;

interface CodeGrant {
  customerId: string;
  redirectUri: string;
  expiresAt: number;
}

interface TokenGrant {
  customerId: string;
  expiresAt: number;
}

const random = () => randomBytes(24).toString('base64url');

export class Grants {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly tokens = new Map<string, TokenGrant>();

  constructor(private readonly now: () => number = Date.now) {}

  issueCode(customerId: string, redirectUri: string): string {
    this.prune();
    const code = random();
    this.codes.set(code, { customerId, redirectUri, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  /** Trades a code for a token; null when the code is unknown, used, expired or for another URI. */
  redeem(code: string, redirectUri: string): { token: string; expiresIn: number } | null {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt <= this.now() || grant.redirectUri !== redirectUri) return null;
    const token = random();
    this.tokens.set(token, { customerId: grant.customerId, expiresAt: this.now() + TOKEN_TTL_S * 1000 });
    return { token, expiresIn: TOKEN_TTL_S };
  }

  /** The customer of a valid token. */
  customerOf(token: string): string | null {
    const grant = this.tokens.get(token);
    if (!grant) return null;
    if (grant.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return null;
    }
    return grant.customerId;
  }

  revoke(token: string): boolean {
    return this.tokens.delete(token);
  }

  private prune(): void {
    if (this.codes.size + this.tokens.size < MAX_ENTRIES) return;
    const now = this.now();
    for (const [k, v] of this.codes) if (v.expiresAt <= now) this.codes.delete(k);
    for (const [k, v] of this.tokens) if (v.expiresAt <= now) this.tokens.delete(k);
  }
}

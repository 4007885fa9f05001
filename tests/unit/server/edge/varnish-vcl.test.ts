import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { varnishVcl, type VarnishOptions } from '../../../../src/server/edge/varnish';
import { CDN_STALE_IF_ERROR, CDN_STALE_WHILE_REVALIDATE, pageHeaders } from '../../../../src/server/edge/policy';
import { ENTRY_DECISION_PATH } from '../../../../src/server/locale-entry';
import { varnishd } from '../../../../scripts/support/varnish';

const base: VarnishOptions = {
  backends: [
    { host: '127.0.0.1', port: 4331 },
    { host: '127.0.0.1', port: 4332 },
  ],
  purgeToken: 'a-purge-token-of-some-length',
  purgeFrom: ['127.0.0.1', '10.0.0.0/8', '::1'],
  localeEntry: true,
  hosts: { site: ['site.example', 'sv.site.example:8443', '[::1]:4330'], canonical: 'site.example' },
};

describe('the generated VCL', () => {
  it("compiles with Debian's varnishd and varnish-modules", () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcl-'));
    // run as root, varnishd reads the VCL as its own unprivileged user
    chmodSync(dir, 0o755);
    try {
      for (const localeEntry of [true, false]) {
        const file = join(dir, `site-${localeEntry}.vcl`);
        writeFileSync(file, varnishVcl({ ...base, localeEntry }));
        // -C compiles to C and exits: a syntax error or a missing vmod (xkey) fails here
        expect(() => execFileSync(varnishd(), ['-C', '-f', file, '-n', join(dir, 'work')], { stdio: 'pipe' })).not.toThrow();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // varnishd compiles the VCL to C and the C with cc: seconds each on a loaded machine
  }, 120_000);

  it('puts every instance behind a probed round-robin director', () => {
    const vcl = varnishVcl(base);
    expect(vcl).toContain('.port = "4331";');
    expect(vcl).toContain('.port = "4332";');
    expect(vcl.match(/\.probe = site_probe;/g)).toHaveLength(2);
    expect(vcl).toContain('site.add_backend(site_2);');
  });

  it("takes its grace from the same constants as the site's CDN headers", () => {
    const vcl = varnishVcl(base);
    expect(vcl).toContain(`set req.grace = ${CDN_STALE_WHILE_REVALIDATE}s;`);
    const headers = pageHeaders('/x', undefined);
    expect(headers['cdn-cache-control']).toContain(`stale-if-error=${CDN_STALE_IF_ERROR}`);
    expect(headers['surrogate-control']).toMatch(/max-age=\d+/);
  });

  it('asks the origin for the entry decision only under the prefix strategy', () => {
    expect(varnishVcl(base)).toContain(`set req.url = "${ENTRY_DECISION_PATH}";`);
    expect(varnishVcl({ ...base, localeEntry: false })).not.toContain(`set req.url = "${ENTRY_DECISION_PATH}";`);
  });

  it('writes the allowed purge networks as an ACL', () => {
    const vcl = varnishVcl(base);
    expect(vcl).toContain('"10.0.0.0"/8;');
    expect(vcl).toContain('"::1";');
  });

  it('refuses values it cannot write safely', () => {
    expect(() => varnishVcl({ ...base, purgeToken: 'short' })).toThrow(/16 characters/);
    expect(() => varnishVcl({ ...base, purgeToken: 'a-long-token-with-a-"quote"' })).toThrow(/VCL string/);
    expect(() => varnishVcl({ ...base, purgeFrom: ['example.com'] })).toThrow(/address or CIDR/);
    expect(() => varnishVcl({ ...base, backends: [] })).toThrow(/at least one/);
    expect(() => varnishVcl({ ...base, backends: [{ host: 'a"b', port: 1 }] })).toThrow(/VCL string/);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startVarnishExporter, varnishstatMetrics } from '../../../../scripts/support/varnish-exporter';
import { rawRequest } from '../../../support/raw-http';

/** `varnishstat -j` as Varnish 7.1 writes it (a few counters of each kind). */
const STATS = `{
  "version": 1,
  "timestamp": "2026-11-29T14:26:13",
  "counters": {
    "MGT.uptime": { "description": "Management process uptime", "flag": "c", "format": "d", "value": 494 },
    "MAIN.cache_hit": { "description": "Cache hits", "flag": "c", "format": "i", "value": 12 },
    "MAIN.n_object": { "description": "object structs made", "flag": "g", "format": "i", "value": 7 },
    "VBE.boot.site_1.happy": { "description": "Happy health probes", "flag": "b", "format": "b", "value": 18446744073709551615 },
    "VBE.boot.site_2.happy": { "description": "Happy health probes", "flag": "b", "format": "b", "value": 18446744073709551614 },
    "VBE.boot.site_1.req": { "description": "Backend requests sent", "flag": "c", "format": "i", "value": 40 },
    "LCK.ban.creat": { "description": "Created locks", "flag": "c", "format": "i", "value": 1 }
  }
}`;

describe("the edge's exporter", () => {
  it("names Varnish's counters as Debian's exporter does, and reads a backend's newest probe from its bitmap", () => {
    const text = varnishstatMetrics(STATS);
    expect(text).toContain('# TYPE varnish_main_cache_hit counter\nvarnish_main_cache_hit 12\n');
    expect(text).toContain('# TYPE varnish_main_n_object gauge\nvarnish_main_n_object 7\n');
    expect(text).toContain('varnish_mgt_uptime 494');
    expect(text).toContain(
      '# TYPE varnish_backend_happy gauge\nvarnish_backend_happy{backend="site_1",vcl="boot"} 1\nvarnish_backend_happy{backend="site_2",vcl="boot"} 0\n',
    );
    expect(text).toContain('varnish_backend_req{backend="site_1",vcl="boot"} 40');
    expect(text).toContain('varnish_lock_creat{target="ban"} 1');
    // each family named once, Prometheus's text format throughout
    expect(text.match(/# TYPE varnish_backend_happy /g)).toHaveLength(1);
    // promtool reads it whole; its only remarks are the `_total` its naming advice asks of counters,
    // which the names Debian's exporter gives (and dashboards query) do not have
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.error).toBeUndefined();
    const remarks = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line !== '' && !/ counter metrics should have "_total" suffix$/.test(line));
    expect(remarks).toEqual([]);
  });

  it('answers only requests whose Host names this machine (DNS rebinding)', async () => {
    const exporter = await startVarnishExporter({ workDir: '/nonexistent', varnishstat: 'false' });
    try {
      const base = `http://${exporter.target}`;
      for (const host of ['evil.example', `evil.example:${exporter.target.split(':')[1]}`, '127.0.0.1.evil.example']) {
        expect((await rawRequest(base, { target: '/metrics', headers: { host } })).status, host).toBe(421);
      }
      // the loopback names get through (to a varnishstat that fails here: a 500 that says so)
      for (const host of [exporter.target, `localhost:${exporter.target.split(':')[1]}`]) {
        const res = await rawRequest(base, { target: '/metrics', headers: { host } });
        expect([res.status, res.body.toString()], host).toEqual([500, expect.stringContaining('varnishstat failed')]);
      }
    } finally {
      await exporter.close();
    }
  });
});

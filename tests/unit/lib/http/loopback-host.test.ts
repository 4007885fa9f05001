import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../../../src/lib/http/loopback-host';

describe("the Host values an operator's port answers (DNS rebinding)", () => {
  it('answers loopback names and addresses with any port, and its own address', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:4341',
      'localhost.',
      '127.0.0.1',
      '127.0.0.1:4341',
      '127.9.8.7:1',
      '[::1]',
      '[::1]:4341',
      '[0:0:0:0:0:0:0:1]:9',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:4341',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      '128.0.0.1',
      '[::2]',
      '0.0.0.0',
      '10.0.0.5:4341',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
    expect(isLoopbackHost('10.0.0.5:4341', '10.0.0.5')).toBe(true);
    expect(isLoopbackHost('[fd00::5]:4341', 'fd00::5')).toBe(true);
    // bound to every address, the port has no one address of its own
    expect(isLoopbackHost('0.0.0.0:4341', '0.0.0.0')).toBe(false);
    expect(isLoopbackHost('evil.example', '0.0.0.0')).toBe(false);
  });

  it('never answers a name of a rebinding page, whatever its port and case', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const name = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));
    fc.assert(
      fc.property(name, fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }), fc.boolean(), (host, port, upper) => {
        fc.pre(!/^\d+(\.\d+)*$/.test(host));
        const value = `${upper ? host.toUpperCase() : host}${port === undefined ? '' : `:${port}`}`;
        expect(isLoopbackHost(value, '127.0.0.1')).toBe(false);
      }),
    );
  });
});

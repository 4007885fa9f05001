import { describe, expect, it } from 'vitest';
import { nginxRedirectMap, nginxServerExample } from '../../../../src/server/edge/nginx';
import { loadRedirectTables } from '../../../../redirects/index';
import type { LocaleCode } from '../../../../src/config/locales';

const empty = () => new Map<string, string>();

describe('nginx export', () => {
  it('writes every table entry under its locale prefix, targets encoded and localized', () => {
    const tables = {
      'fi-FI': new Map([['/vanha', '/asemahaku']]),
      'en-EU': new Map([
        ['/old-page', '/about-us'],
        ['/gone', 'https://www.nordicenergy-group.com/x'],
      ]),
      'sv-SE': new Map([['/bränsle', '/privat/produkter/drivmedel']]),
      'no-NO': empty(),
    } as Record<LocaleCode, ReadonlyMap<string, string>>;
    const map = nginxRedirectMap(tables);
    expect(map).toContain('"/vanha" "/asemahaku";');
    expect(map).toContain('"/en-EU/old-page" "/en-EU/about-us";');
    expect(map).toContain('"/en-EU/gone" "https://www.nordicenergy-group.com/x";');
    expect(map).toContain('"/sv-SE/bränsle" "/sv-SE/privat/produkter/drivmedel";');
  });

  it('never maps the default locale written out to a protocol-relative target', () => {
    const map = nginxRedirectMap(loadRedirectTables());
    expect(map).toContain('"~*^/fi-FI$" "/";');
    expect(map).toContain('"~*^/fi-FI(?<rest>/.+)$" "$rest";');
    expect(map).not.toMatch(/ "\/\$rest"/);
  });

  it('refuses a table value nginx would read as a variable or break on', () => {
    const bad = { 'fi-FI': new Map([['/a', '/b$host']]), 'en-EU': empty(), 'sv-SE': empty(), 'no-NO': empty() } as Record<
      LocaleCode,
      ReadonlyMap<string, string>
    >;
    expect(() => nginxRedirectMap(bad)).toThrow('cannot be written as a literal nginx string');
  });

  it('answers www. only for configured hosts, never from the request', () => {
    const conf = nginxServerExample({
      listen: '80',
      root: '/srv/dist/client',
      mapFile: '/srv/dist/nginx/redirects.conf',
      hosts: ['nordicenergy.fi', '127.0.0.1'],
    });
    expect(conf).toContain('server_name www.nordicenergy.fi;\n    return 307 https://nordicenergy.fi$request_uri;');
    expect(conf).not.toContain('www.127.0.0.1');
    expect(conf).not.toMatch(/return 307 \$scheme:\/\/\$host/);
  });
});

import { describe, expect, it } from 'vitest';
import { installLine, missingPackages, SYSTEM_TOOLS, type SystemTool } from '../../../../scripts/support/system-tools';

const tool = (debian: string, suites: SystemTool['suites'], present: boolean): SystemTool => ({ debian, why: debian, suites, present: () => present });

describe('system tools', () => {
  const tools = [
    tool('chromium', ['e2e', 'integration'], false),
    tool('nginx', ['integration'], false),
    tool('wrk', ['bench'], false),
    tool('java', ['integration'], true),
  ];

  it('names only what the suites about to run need and lack, in the list order', () => {
    expect(missingPackages(['e2e'], tools)).toEqual(['chromium']);
    expect(missingPackages(['integration', 'e2e'], tools)).toEqual(['chromium', 'nginx']);
    expect(missingPackages(['unit', 'lint'], tools)).toEqual([]);
    expect(missingPackages(['bench'], tools)).toEqual(['wrk']);
  });

  it('gives one install line for everything missing', () => {
    expect(installLine(['chromium', 'nginx'])).toBe('sudo apt-get install -y chromium nginx');
  });

  it('lists each Debian package once, and every suite that starts the stack has a tool', () => {
    const names = SYSTEM_TOOLS.map((t) => t.debian);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['chromium', 'chromium-headless-shell', 'default-jre-headless', 'nginx', 'varnish', 'varnish-modules', 'wrk']),
    );
  });
});

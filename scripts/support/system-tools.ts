/**
 * The system tools the tests need, in one list: each with the Debian package that brings it and the
 * suites that use it. `npm test` checks the list before it runs anything: as root it installs what
 * is missing from Debian's packages (saying so); otherwise it stops at once with one
 * `sudo apt-get install -y …` line naming everything missing, so a fresh machine never fails half
 * way through a run on a missing program.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** `npm test`'s suites, and the benchmarks (`npm run bench`), which check the same list. */
export type Suite = 'check' | 'lint' | 'unit' | 'integration' | 'e2e' | 'engines' | 'bench';

export interface SystemTool {
  /** the Debian package that brings it */
  debian: string;
  /** what it is for, in the message */
  why: string;
  suites: readonly Suite[];
  present: () => boolean;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const anyFile = (...paths: string[]) => paths.some((path) => existsSync(path));

/** varnish-modules puts libvmod_xkey.so under the multiarch folder of varnish's vmods. */
function hasXkey(): boolean {
  try {
    return readdirSync('/usr/lib').some((dir) => existsSync(`/usr/lib/${dir}/varnish/vmods/libvmod_xkey.so`));
  } catch {
    return false;
  }
}

export const SYSTEM_TOOLS: readonly SystemTool[] = [
  {
    debian: 'chromium',
    why: 'Lighthouse, the benchmarks and the e2e budgets of what a page loads before interaction',
    suites: ['integration', 'e2e', 'bench'],
    present: () => anyFile(process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    debian: 'chromium-headless-shell',
    why: 'the e2e tests (Playwright runs them headless in it)',
    suites: ['e2e'],
    present: () => anyFile(process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'),
  },
  { debian: 'default-jre-headless', why: 'the Nu HTML checker', suites: ['integration'], present: () => anyFile(process.env.JAVA ?? '') || onPath('java') },
  {
    debian: 'nginx',
    why: 'the nginx export test and the static comparison',
    suites: ['integration', 'bench'],
    present: () => anyFile(process.env.NGINX_PATH ?? '/usr/sbin/nginx'),
  },
  {
    debian: 'varnish',
    why: 'the edge tests',
    suites: ['integration', 'bench'],
    present: () => anyFile('/usr/sbin/varnishd', '/usr/local/sbin/varnishd') || onPath('varnishd'),
  },
  { debian: 'varnish-modules', why: "the edge's purge keys (xkey)", suites: ['integration', 'bench'], present: hasXkey },
  {
    debian: 'prometheus',
    why: "promtool, the check of the metrics' format, and the scrape of the edge's instances",
    suites: ['integration'],
    present: () => (anyFile('/usr/bin/promtool') || onPath('promtool')) && (anyFile('/usr/bin/prometheus') || onPath('prometheus')),
  },
  { debian: 'firefox-esr', why: 'the journeys in Firefox', suites: ['engines'], present: () => anyFile('/usr/bin/firefox-esr') },
  {
    debian: 'webkit2gtk-driver',
    why: 'the journeys in WebKit',
    suites: ['engines'],
    present: () => onPath('WebKitWebDriver') && anyFile('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'),
  },
  { debian: 'xvfb', why: "WebKit's display", suites: ['engines'], present: () => onPath('Xvfb') },
  { debian: 'wrk', why: "the benchmarks' req/s", suites: ['bench'], present: () => anyFile(process.env.WRK_PATH ?? '/usr/bin/wrk') || onPath('wrk') },
];

/** The packages missing for the suites about to run, in the list's order. */
export function missingPackages(suites: readonly Suite[], tools: readonly SystemTool[] = SYSTEM_TOOLS): string[] {
  return tools.filter((tool) => tool.suites.some((suite) => suites.includes(suite)) && !tool.present()).map((tool) => tool.debian);
}

/** The one line a person without root runs. */
export const installLine = (packages: readonly string[]) => `sudo apt-get install -y ${packages.join(' ')}`;

/**
 * Makes sure the suites' tools are there: as root, installs the missing ones with apt-get (one update,
 * one install); otherwise throws with the install line naming all of them.
 */
export function ensureSystemTools(suites: readonly Suite[]): void {
  const missing = missingPackages(suites);
  if (missing.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) throw new Error(`missing system tools for these tests: ${missing.join(', ')}. Install them with:\n  ${installLine(missing)}`);
  console.log(`[test] installing Debian's ${missing.join(' ')} (${missing.map((name) => SYSTEM_TOOLS.find((t) => t.debian === name)?.why).join('; ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const still = missingPackages(suites);
  if (still.length > 0) throw new Error(`apt-get installed ${missing.join(' ')}, but these are still missing: ${still.join(', ')}`);
}

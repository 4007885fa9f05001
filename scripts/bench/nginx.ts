/**
 * nginx (Debian's package) serving the same output folder as the site, for the static comparison:
 * one worker on a loopback port, sendfile, the build's own .gz files (gzip_static, no compression
 * per request) and try_files for the `<path>.html` layout; with `accessLog`, its access log on as
 * an operator runs it (the combined format to a file, buffered: `buffer=64k flush=1s`), the
 * origin's reference now that the site's request log is on. Missing nginx is a note, not a failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_MISSING = `nginx not found at ${NGINX_BIN}: the static comparison needs Debian's nginx (apt-get install -y nginx, or set NGINX_PATH)`;

export interface NginxOptions {
  port: number;
  clientDir: string;
  /** folder for the config, pid, logs and temp files */
  prefix: string;
  /** worker user, when started as root (workers must read the output folder) */
  user: string | null;
  /** the access log on (`<prefix>/access.log`, buffered), as an operator runs it; off unless set */
  accessLog?: boolean;
}

/** Where nginx writes its access log when it is on. */
export const nginxAccessLog = (prefix: string) => join(prefix, 'access.log');

/** The generated configuration. */
export function nginxConfig(o: NginxOptions): string {
  const p = (name: string) => join(o.prefix, name);
  return `${o.user ? `user ${o.user};\n` : ''}worker_processes 1;
daemon off;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${o.accessLog ? `${nginxAccessLog(o.prefix)} combined buffer=64k flush=1s` : 'off'};
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip off;
  gzip_static on;
  client_body_temp_path ${p('body')};
  proxy_temp_path ${p('proxy')};
  fastcgi_temp_path ${p('fastcgi')};
  uwsgi_temp_path ${p('uwsgi')};
  scgi_temp_path ${p('scgi')};
  server {
    listen 127.0.0.1:${o.port};
    root ${o.clientDir};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri.html =404; }
    location /_astro/ { expires max; }
  }
}
`;
}

export interface RunningNginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

/** nginx's version, or null when it is not installed. */
export async function nginxVersion(): Promise<string | null> {
  if (!existsSync(NGINX_BIN)) return null;
  return new Promise((ok) => {
    const child = spawn(NGINX_BIN, ['-v'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', () => ok(null));
    child.on('exit', () => ok(/nginx\/(\S+)/.exec(out)?.[1] ?? null));
  });
}

/** Starts nginx over `clientDir` on `port`; resolves once it answers. */
export async function startNginx(clientDir: string, port: number, prefix: string, options: { accessLog?: boolean } = {}): Promise<RunningNginx> {
  const version = await nginxVersion();
  if (!version) throw new Error(NGINX_MISSING);
  await mkdir(prefix, { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? 'root' : null;
  await writeFile(conf, nginxConfig({ port, clientDir, prefix, user, accessLog: options.accessLog ?? false }));
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')}`);
    const up = await fetch(`${url}/`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    version,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The Nu HTML checker (vnu-jar, pinned in package-lock.json; it ships the checker's jar and needs
 * a Java 17+ runtime, `JAVA` or /usr/bin/java). One JVM checks every file given, which is what
 * makes a run over dozens of pages take seconds.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const reportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

export interface HtmlError {
  file: string;
  message: string;
  extract: string;
}

/** The Java runtime to use, or null with no Java on this machine. */
export function javaCommand(): string | null {
  const java = process.env.JAVA ?? '/usr/bin/java';
  return existsSync(java) ? java : null;
}

/** Checks HTML files; resolves with every error (warnings and notes left out). */
export function checkHtmlFiles(files: readonly string[]): Promise<HtmlError[]> {
  const java = javaCommand();
  if (!java) return Promise.reject(new Error('[vnu] no Java runtime: install one (Debian: apt-get install -y default-jre-headless) or set JAVA'));
  return new Promise((ok, fail) => {
    execFile(java, ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      // the checker reports on stderr and exits 1 when it found errors: only unreadable output fails
      try {
        const report = reportSchema.parse(JSON.parse(stderr));
        ok(
          report.messages
            .filter((m) => m.type === 'error' || m.subType === 'fatal')
            .map((m) => ({ file: m.url ?? '', message: m.message, extract: m.extract ?? '' })),
        );
      } catch (parseError) {
        fail(new Error(`[vnu] unreadable report (${error?.message ?? 'exit 0'}): ${stderr.slice(0, 500)}`, { cause: parseError }));
      }
    });
  });
}

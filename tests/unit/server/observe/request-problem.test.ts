import { describe, expect, it, vi } from 'vitest';
import { withRequestContext } from '../../../../src/lib/http/request-context';
import { logRequestProblem } from '../../../../src/server/observe/request-problem';

describe("an API handler's problem (src/server/observe/request-problem.ts)", () => {
  it("goes to the server's log as an error line with the request's id", () => {
    const lines: [object, string][] = [];
    const log = { error: (fields: object, message: string) => void lines.push([fields, message]) };
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    try {
      withRequestContext({ id: 'req-7', route: undefined, log }, () => logRequestProblem('[forms] submit (fi-FI): upstream 500', { status: 500 }));
      expect(lines).toEqual([[{ event: 'upstream', id: 'req-7', status: 500 }, '[forms] submit (fi-FI): upstream 500']]);
      expect(console).not.toHaveBeenCalled();
      // outside a served request there is no request log: the console has it
      logRequestProblem('[assets] upstream timeout');
      expect(console).toHaveBeenCalledWith('[assets] upstream timeout');
      expect(lines).toHaveLength(1);
    } finally {
      console.mockRestore();
    }
  });
});

/** The HTTP Range header (RFC 9110 14.2) for one byte range, as video players send it. */

export interface ByteRange {
  start: number;
  /** inclusive */
  end: number;
}

/**
 * Parses a Range header against a file size. Returns the range to send, 'unsatisfiable' for a
 * well-formed range outside the file (a 416), or null to send the whole file (no header,
 * another unit, several ranges or a malformed value: all may be ignored per RFC 9110).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * An MSB-first bit writer with the H.264 descriptors u(n), ue(v) and se(v) (spec 7.2, 9.1).
 * H.264 syntax is a bit stream, not a byte stream: fields of 1..32 bits follow each other with
 * no alignment, so headers are assembled here and only then cut into bytes.
 */

/** Grows a byte buffer bit by bit, most significant bit first. */
export class BitWriter {
  private buf = new Uint8Array(64);
  private byteLen = 0;
  /** bits already used in the byte at `byteLen` (0..7); that byte is not counted yet */
  private bitPos = 0;

  /** True when the next bit starts a new byte. */
  get aligned(): boolean {
    return this.bitPos === 0;
  }

  /** u(n): `value` as an n-bit unsigned number, n in 0..32. */
  u(n: number, value: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 32) throw new Error(`[bitwriter] u(n): n=${n} is not in 0..32`);
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** n) {
      throw new Error(`[bitwriter] u(${n}): ${value} does not fit in ${n} bits`);
    }
    // Arithmetic, not `>>`: JS shifts are 32-bit signed and would break at n = 32.
    for (let i = n - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
    return this;
  }

  /** One flag bit. */
  flag(on: boolean): this {
    return this.bit(on ? 1 : 0);
  }

  /** ue(v): unsigned Exp-Golomb, i.e. `value + 1` in binary preceded by one fewer zero bits than its length. */
  ue(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xfffffffe) {
      throw new Error(`[bitwriter] ue(v): ${value} is not in 0..2^32-2`);
    }
    const code = value + 1;
    const len = Math.floor(Math.log2(code)) + 1;
    this.u(len - 1, 0);
    return this.u(len, code);
  }

  /** se(v): signed Exp-Golomb, mapping 0, 1, -1, 2, -2 … to codeNum 0, 1, 2, 3, 4 … (9.1.1). */
  se(value: number): this {
    if (!Number.isInteger(value)) throw new Error(`[bitwriter] se(v): ${value} is not an integer`);
    return this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  /** Zero bits up to the next byte boundary (e.g. pcm_alignment_zero_bit); nothing if aligned. */
  alignZero(): this {
    while (this.bitPos !== 0) this.bit(0);
    return this;
  }

  /** rbsp_trailing_bits(): a stop bit 1, then zeros to the byte boundary (7.3.2.11). */
  trailingBits(): this {
    this.bit(1);
    return this.alignZero();
  }

  /** Raw bytes at a byte boundary (PCM samples); copied in one go rather than bit by bit. */
  bytes(data: Uint8Array): this {
    if (this.bitPos !== 0) throw new Error('[bitwriter] bytes(): writer is not byte-aligned');
    this.reserve(data.length);
    this.buf.set(data, this.byteLen);
    this.byteLen += data.length;
    return this;
  }

  /** The bytes written so far; the writer must be byte-aligned (every RBSP ends aligned). */
  finish(): Uint8Array {
    if (this.bitPos !== 0) throw new Error('[bitwriter] finish(): writer is not byte-aligned');
    return this.buf.slice(0, this.byteLen);
  }

  private bit(b: number): this {
    if (this.bitPos === 0) {
      this.reserve(1);
      this.buf[this.byteLen] = 0;
    }
    if (b) this.buf[this.byteLen] = (this.buf[this.byteLen] ?? 0) | (0x80 >> this.bitPos);
    this.bitPos++;
    if (this.bitPos === 8) {
      this.bitPos = 0;
      this.byteLen++;
    }
    return this;
  }

  /** Room for `extra` more bytes plus the partial byte, doubling so appends stay amortised O(1). */
  private reserve(extra: number): void {
    const need = this.byteLen + extra + 1;
    if (need <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < need) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.byteLen + 1));
    this.buf = next;
  }
}

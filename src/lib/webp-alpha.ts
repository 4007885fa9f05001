/**
 * Whether a WebP file carries transparency, read from its header alone (RIFF container, Google's
 * "WebP Container Specification"). The blurred image placeholder (spec 4 and 9) sits behind the
 * image, so an image with transparent parts would show it through them after it loads: such an
 * image gets no placeholder. libwebp writes an alpha channel only when a pixel is not opaque, so
 * the flag says whether the small variant itself has a see-through pixel.
 */

/** true or false for a WebP file; null for bytes that are not one (or are cut short). */
export function webpHasAlpha(bytes: Uint8Array): boolean | null {
  if (bytes.length < 21) return null;
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  // 'VP8 ': simple lossy format, never transparent
  if (chunk === 'VP8 ') return false;
  // 'VP8L': lossless; after the signature byte 0x2f come 14 bits width-1, 14 bits height-1,
  // then the alpha_is_used bit (bit 28 of the little-endian 32-bit word at offset 21)
  if (chunk === 'VP8L') {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    return (bytes[24]! & 0x10) !== 0;
  }
  // 'VP8X': extended format; flags byte, alpha is bit 4 (0x10)
  if (chunk === 'VP8X') return (bytes[20]! & 0x10) !== 0;
  return null;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

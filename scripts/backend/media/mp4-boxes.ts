/**
 * ISO-BMFF (ISO/IEC 14496-12) box builders for one H.264 video track, plus the avcC record of
 * ISO/IEC 14496-15. Every box is `size (u32) · type (4 ASCII) · payload`; a "full box" adds
 * `version (u8) · flags (u24)`. All integers are big-endian.
 */

/** Concatenates byte arrays. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Big-endian unsigned integers of 1, 2 or 4 bytes, one array element per value. */
export function uint(bytes: 1 | 2 | 4, ...values: number[]): Uint8Array {
  const out = new Uint8Array(bytes * values.length);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v >= 2 ** (8 * bytes)) {
      throw new Error(`[mp4] ${v} does not fit in ${bytes} byte(s)`);
    }
    if (bytes === 1) view.setUint8(i, v);
    else if (bytes === 2) view.setUint16(i * 2, v);
    else view.setUint32(i * 4, v);
  });
  return out;
}

/** Four ASCII characters (box types, brands, handler types). */
export function fourcc(code: string): Uint8Array {
  if (!/^[\x20-\x7e]{4}$/.test(code)) throw new Error(`[mp4] "${code}" is not a four-character code`);
  return Uint8Array.from(code, (c) => c.charCodeAt(0));
}

/** A plain box: size, type, then the payload parts. */
export function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([uint(4, 8 + body.length), fourcc(type), body]);
}

/** A full box: like `box`, with version and 24-bit flags first. */
export function fullBox(type: string, version: number, flags: number, ...payload: Uint8Array[]): Uint8Array {
  return box(type, uint(1, version), uint(1, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255), ...payload);
}

/** The identity transform (16.16 and 2.30 fixed point) that mvhd and tkhd both carry. */
const UNITY_MATRIX = uint(4, 0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** ftyp: ISO base media with H.264 ('avc1'), which every browser's MP4 demuxer accepts. */
export function ftyp(): Uint8Array {
  return box('ftyp', fourcc('isom'), uint(4, 0x200), fourcc('isom'), fourcc('iso2'), fourcc('avc1'), fourcc('mp41'));
}

/** mvhd (version 0): movie timescale and duration; the next free track id is 2 as we have one track. */
export function mvhd(timescale: number, duration: number): Uint8Array {
  return fullBox(
    'mvhd', 0, 0,
    uint(4, 0, 0, timescale, duration), // creation_time, modification_time: 0 = unknown, so output is reproducible
    uint(4, 0x00010000), // rate 1.0
    uint(2, 0x0100, 0), // volume 1.0, reserved
    uint(4, 0, 0), // reserved
    UNITY_MATRIX,
    uint(4, 0, 0, 0, 0, 0, 0), // pre_defined
    uint(4, 2), // next_track_ID
  );
}

/** tkhd (version 0): flags 3 = enabled and in movie; width/height are 16.16 fixed point. */
export function tkhd(duration: number, width: number, height: number): Uint8Array {
  return fullBox(
    'tkhd', 0, 0x000003,
    uint(4, 0, 0, 1, 0, duration), // creation, modification, track_ID 1, reserved, duration
    uint(4, 0, 0), // reserved
    uint(2, 0, 0, 0, 0), // layer, alternate_group, volume (0 for video), reserved
    UNITY_MATRIX,
    uint(4, width * 65536, height * 65536),
  );
}

/** mdhd (version 0): media timescale and duration, language "und" packed as 3 × 5 bits. */
export function mdhd(timescale: number, duration: number): Uint8Array {
  const und = (('u'.charCodeAt(0) - 0x60) << 10) | (('n'.charCodeAt(0) - 0x60) << 5) | ('d'.charCodeAt(0) - 0x60);
  return fullBox('mdhd', 0, 0, uint(4, 0, 0, timescale, duration), uint(2, und, 0));
}

/** hdlr 'vide': marks the track as video; the name is a null-terminated UTF-8 string. */
export function hdlrVideo(): Uint8Array {
  const name = new TextEncoder().encode('VideoHandler\0');
  return fullBox('hdlr', 0, 0, uint(4, 0), fourcc('vide'), uint(4, 0, 0, 0), name);
}

/** vmhd (flags 1, as the spec requires) and dinf with one self-contained ('url ' flags 1) data reference. */
export function videoMediaHeaderAndDataInfo(): Uint8Array[] {
  const vmhd = fullBox('vmhd', 0, 1, uint(2, 0, 0, 0, 0)); // graphicsmode copy, opcolor 0,0,0
  const dref = fullBox('dref', 0, 0, uint(4, 1), fullBox('url ', 0, 1));
  return [vmhd, box('dinf', dref)];
}

/** avcC (AVCDecoderConfigurationRecord): profile/level copied from the SPS, 4-byte NAL lengths. */
export function avcC(sps: Uint8Array, pps: Uint8Array): Uint8Array {
  return box(
    'avcC',
    // configurationVersion 1, AVCProfileIndication, profile_compatibility, AVCLevelIndication:
    // the three SPS bytes after the NAL header, by definition of the record.
    uint(1, 1, sps[1] ?? 0, sps[2] ?? 0, sps[3] ?? 0),
    uint(1, 0xfc | 3), // reserved 6 bits of 1, lengthSizeMinusOne = 3
    uint(1, 0xe0 | 1), // reserved 3 bits of 1, numOfSequenceParameterSets = 1
    uint(2, sps.length), sps,
    uint(1, 1), // numOfPictureParameterSets
    uint(2, pps.length), pps,
  );
}

/** stsd with one avc1 visual sample entry (14496-12 12.1.3; most fields are fixed values). */
export function stsdAvc1(width: number, height: number, avcCBox: Uint8Array): Uint8Array {
  const name = new Uint8Array(32); // compressorname: Pascal string in 32 bytes; left empty
  const avc1 = box(
    'avc1',
    new Uint8Array(6), // reserved
    uint(2, 1), // data_reference_index: the one 'url ' entry
    uint(2, 0, 0), uint(4, 0, 0, 0), // pre_defined, reserved, pre_defined[3]
    uint(2, width, height),
    uint(4, 0x00480000, 0x00480000, 0), // 72 dpi both ways, reserved
    uint(2, 1), // frame_count: one frame per sample
    name,
    uint(2, 0x0018, 0xffff), // depth 24 (colour, no alpha), pre_defined -1
    avcCBox,
  );
  return fullBox('stsd', 0, 0, uint(4, 1), avc1);
}

/** stts: every sample lasts `delta` timescale units (one run). */
export function stts(sampleCount: number, delta: number): Uint8Array {
  return fullBox('stts', 0, 0, uint(4, 1, sampleCount, delta));
}

/** stss: sync samples (1-based); every I_PCM IDR frame is one. */
export function stss(sampleNumbers: readonly number[]): Uint8Array {
  return fullBox('stss', 0, 0, uint(4, sampleNumbers.length, ...sampleNumbers));
}

/** stsc: all samples in chunk 1, described by sample entry 1. */
export function stscSingleChunk(sampleCount: number): Uint8Array {
  return fullBox('stsc', 0, 0, uint(4, 1, 1, sampleCount, 1));
}

/** stsz: sample_size 0 (sizes vary in general), then one size per sample. */
export function stsz(sizes: readonly number[]): Uint8Array {
  return fullBox('stsz', 0, 0, uint(4, 0, sizes.length, ...sizes));
}

/** stco: file offsets of chunks (32-bit, so files stay under 4 GiB). */
export function stco(offsets: readonly number[]): Uint8Array {
  return fullBox('stco', 0, 0, uint(4, offsets.length, ...offsets));
}

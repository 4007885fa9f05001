/**
 * The simplest legal H.264 bitstream: Constrained Baseline, one IDR picture per frame, one slice
 * per picture, every macroblock I_PCM (raw samples: no prediction, no transform, no entropy
 * coding of residuals). Big, but exact, tiny to write, and decodable by every H.264 decoder.
 * Section numbers refer to ITU-T H.264 (08/2021).
 */
import { BitWriter } from './bitwriter';
import type { Yuv420 } from './yuv';

/** NAL unit types used here (Table 7-1). */
export const NAL_IDR_SLICE = 5;
export const NAL_SPS = 7;
export const NAL_PPS = 8;

/** profile_idc 66 = Baseline; with constraint_set1_flag it is Constrained Baseline (A.2.1.1). */
export const PROFILE_BASELINE = 66;

/** mb_type 25 in an I slice is I_PCM (Table 7-11). */
const MB_TYPE_I_PCM = 25;

/** frame_num is coded in log2_max_frame_num_minus4 + 4 bits; every IDR has frame_num 0 anyway. */
const LOG2_MAX_FRAME_NUM = 4;

/**
 * Inserts emulation_prevention_three_byte (0x03) wherever two zero bytes are followed by a byte
 * ≤ 0x03 (7.4.1). Needed even with length-prefixed NALs in MP4: decoders strip every 00 00 03
 * they see, so a payload that happened to contain one would otherwise be corrupted.
 */
export function addEmulationPrevention(rbsp: Uint8Array): Uint8Array {
  const out = new Uint8Array(rbsp.length + Math.ceil(rbsp.length / 2) + 1);
  let n = 0;
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros === 2 && byte <= 3) {
      out[n++] = 3;
      zeros = 0;
    }
    out[n++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  // A payload may not end in 0x00 (the next start code would swallow it); our RBSPs never do,
  // since they end in rbsp_trailing_bits, but guard like the spec's cabac_zero_word rule.
  if (zeros > 0) out[n++] = 3;
  return out.slice(0, n);
}

/** A NAL unit (header byte + escaped payload) without start code or length prefix. */
export function nalUnit(nalRefIdc: number, nalUnitType: number, rbsp: Uint8Array): Uint8Array {
  const payload = addEmulationPrevention(rbsp);
  const nal = new Uint8Array(payload.length + 1);
  // forbidden_zero_bit (1) = 0 | nal_ref_idc (2) | nal_unit_type (5)
  nal[0] = ((nalRefIdc & 3) << 5) | (nalUnitType & 31);
  nal.set(payload, 1);
  return nal;
}

/** seq_parameter_set_rbsp() (7.3.2.1.1) for a picture of widthMbs × heightMbs macroblocks. */
export function spsRbsp(widthMbs: number, heightMbs: number, levelIdc: number): Uint8Array {
  const w = new BitWriter();
  w.u(8, PROFILE_BASELINE);
  // constraint_set0 (obeys Baseline) and set1 (obeys Main, i.e. no FMO/ASO/redundant slices):
  // together they signal Constrained Baseline, which is what browsers advertise as "avc1.42E0xx".
  w.flag(true).flag(true).flag(false).flag(false).flag(false).flag(false);
  w.u(2, 0); // reserved_zero_2bits
  w.u(8, levelIdc);
  w.ue(0); // seq_parameter_set_id
  // profile 66 has no chroma_format_idc / bit depth fields: 4:2:0, 8 bits are implied.
  w.ue(LOG2_MAX_FRAME_NUM - 4); // log2_max_frame_num_minus4
  // pic_order_cnt_type 2: output order = decoding order, no POC fields in slice headers.
  w.ue(2);
  w.ue(1); // max_num_ref_frames: an IDR is still stored as a reference, so room for one
  w.flag(false); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1); // pic_width_in_mbs_minus1
  w.ue(heightMbs - 1); // pic_height_in_map_units_minus1
  w.flag(true); // frame_mbs_only_flag: progressive frames, no fields
  w.flag(true); // direct_8x8_inference_flag (unused without B slices; 1 is the usual value)
  w.flag(false); // frame_cropping_flag: sizes are whole macroblocks
  w.flag(true); // vui_parameters_present_flag
  writeVui(w);
  return w.trailingBits().finish();
}

/** vui_parameters() (E.1.1): only the colour space and "no reordering, one-frame buffer". */
function writeVui(w: BitWriter): void {
  w.flag(false); // aspect_ratio_info_present_flag: square pixels assumed
  w.flag(false); // overscan_info_present_flag
  w.flag(true); // video_signal_type_present_flag
  w.u(3, 5); // video_format: unspecified
  w.flag(false); // video_full_range_flag: limited range, as yuv.ts produces
  w.flag(true); // colour_description_present_flag
  // 6 = SMPTE 170M (BT.601 525) for primaries, transfer and matrix; without it browsers may assume BT.709.
  w.u(8, 6).u(8, 6).u(8, 6);
  w.flag(false); // chroma_loc_info_present_flag
  w.flag(false); // timing_info_present_flag: the MP4 carries the timing
  w.flag(false); // nal_hrd_parameters_present_flag
  w.flag(false); // vcl_hrd_parameters_present_flag
  w.flag(false); // pic_struct_present_flag
  w.flag(true); // bitstream_restriction_flag: lets a decoder output each frame at once
  w.flag(true); // motion_vectors_over_pic_boundaries_flag
  w.ue(0); // max_bytes_per_pic_denom: no limit
  w.ue(0); // max_bits_per_mb_denom: no limit
  w.ue(15).ue(15); // log2_max_mv_length_horizontal / _vertical: the defaults
  w.ue(0); // max_num_reorder_frames
  w.ue(1); // max_dec_frame_buffering: must be ≥ max_num_ref_frames
}

/** pic_parameter_set_rbsp() (7.3.2.2): CAVLC, one slice group, deblocking controllable per slice. */
export function ppsRbsp(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.flag(false); // entropy_coding_mode_flag: CAVLC (CABAC is not in Baseline)
  w.flag(false); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1: no FMO (forbidden in Constrained Baseline)
  w.ue(0).ue(0); // num_ref_idx_l0/l1_default_active_minus1
  w.flag(false); // weighted_pred_flag
  w.u(2, 0); // weighted_bipred_idc
  w.se(0).se(0); // pic_init_qp_minus26, pic_init_qs_minus26: irrelevant for PCM
  w.se(0); // chroma_qp_index_offset
  w.flag(true); // deblocking_filter_control_present_flag: so slices can switch the filter off
  w.flag(false); // constrained_intra_pred_flag
  w.flag(false); // redundant_pic_cnt_present_flag
  return w.trailingBits().finish();
}

/**
 * slice_layer_without_partitioning_rbsp() (7.3.2.8) of an IDR picture made of one I slice whose
 * macroblocks are all I_PCM. `idrPicId` must differ between consecutive IDR pictures (7.4.3).
 */
export function idrSliceRbsp(pic: Yuv420, widthMbs: number, heightMbs: number, idrPicId: number): Uint8Array {
  const w = new BitWriter();
  // slice_header() (7.3.3)
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type 7 = I, and every slice of the picture is I
  w.ue(0); // pic_parameter_set_id
  w.u(LOG2_MAX_FRAME_NUM, 0); // frame_num: 0 in an IDR picture
  w.ue(idrPicId); // idr_pic_id (no field flags: frame_mbs_only; no POC lsb: poc type 2)
  // dec_ref_pic_marking() for IDR (7.3.3.3): keep earlier pictures' output, short-term reference
  w.flag(false).flag(false); // no_output_of_prior_pics_flag, long_term_reference_flag
  w.se(0); // slice_qp_delta
  // disable_deblocking_filter_idc 1: off. PCM macroblocks have qP 0, which filters nothing anyway,
  // but saying so spares the decoder the edge checks.
  w.ue(1);

  // slice_data() (7.3.4): I slices have no mb_skip_run in CAVLC, so macroblocks follow directly.
  const mb = new Uint8Array(256 + 64 + 64);
  const width = widthMbs * 16;
  const cw = widthMbs * 8;
  for (let my = 0; my < heightMbs; my++) {
    for (let mx = 0; mx < widthMbs; mx++) {
      w.ue(MB_TYPE_I_PCM);
      w.alignZero(); // pcm_alignment_zero_bit
      // pcm_sample_luma[256] then pcm_sample_chroma[2 × 64] (Cb block, then Cr), raster order.
      for (let row = 0; row < 16; row++) {
        const at = (my * 16 + row) * width + mx * 16;
        mb.set(pic.y.subarray(at, at + 16), row * 16);
      }
      for (let row = 0; row < 8; row++) {
        const at = (my * 8 + row) * cw + mx * 8;
        mb.set(pic.cb.subarray(at, at + 8), 256 + row * 8);
        mb.set(pic.cr.subarray(at, at + 8), 320 + row * 8);
      }
      w.bytes(mb);
    }
  }
  // rbsp_slice_trailing_bits(): more_rbsp_data() is false after the last macroblock.
  return w.trailingBits().finish();
}

/**
 * The image proxy's query parameters (spec 7.6): width, height, crop=fp with fp=x,y and fp_zoom,
 * fit, format, quality, resize, background. Parsed with zod so a bad value is a 400 naming the parameter;
 * parameters the proxy does not know (cache busters) are ignored.
 */
import { z } from 'zod';

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const unit = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

export const imageFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export const imageFormats = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageParamsSchema = z.object({
  width: integer(1, 4000).optional(),
  height: integer(1, 4000).optional(),
  crop: z.literal('fp', { errorMap: () => ({ message: "must be 'fp'" }) }).optional(),
  fp: z
    .string()
    .regex(/^\s*\d*\.?\d+\s*,\s*\d*\.?\d+\s*$/, 'must be two numbers "x,y"')
    .transform((v) => v.split(',').map(Number))
    .pipe(z.tuple([unit, unit]))
    .optional(),
  fp_zoom: z
    .string()
    .regex(/^\d*\.?\d+$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .optional(),
  fit: z.enum(imageFits).optional(),
  // 'jpg' is what people type; it means jpeg.
  format: z
    .string()
    .transform((v) => (v === 'jpg' ? 'jpeg' : v))
    .pipe(z.enum(imageFormats))
    .optional(),
  quality: integer(1, 100).optional(),
  // spec 7.6's resize: 'false' serves the image at its own size (format and quality still apply)
  resize: z
    .enum(['true', 'false'], { errorMap: () => ({ message: "must be 'true' or 'false'" }) })
    .transform((v) => v === 'true')
    .optional(),
  background: z
    .string()
    .regex(/^#?(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour')
    .transform((v) => (v.startsWith('#') ? v : `#${v}`))
    .optional(),
});
export type ImageParams = z.infer<typeof imageParamsSchema>;

const keys = Object.keys(imageParamsSchema.shape) as (keyof ImageParams)[];

/** Picks the proxy's parameters out of a query (the first value of each). */
export function pickImageQuery(query: URLSearchParams): Partial<Record<keyof ImageParams, string>> {
  const picked: Partial<Record<keyof ImageParams, string>> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) picked[key] = value;
  }
  return picked;
}

/** True when the parameters ask for nothing: the file is served as stored. */
export function isIdentity(params: ImageParams): boolean {
  return params.width === undefined && params.height === undefined && params.format === undefined && params.quality === undefined;
}

/** A stable text of the parameters, for cache keys. */
export function paramsKey(params: ImageParams): string {
  return keys.map((k) => `${k}=${JSON.stringify(params[k] ?? null)}`).join('&');
}

/** A content asset (spec 3 and 5): an image, video, vector or download, as blocks and pages embed it. */
import { z } from 'zod';

export const assetSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(''),
  alt: z.string().default(''),
  name: z.string().min(1),
  /** file extension without the dot; decides how the asset renders (spec 5) */
  ext: z.string().min(1),
  width: z.number().int().nonnegative().default(0),
  height: z.number().int().nonnegative().default(0),
  created: z.string().default(''),
  metadataValues: z.array(z.string()).default([]),
  /** [x, y], each 0..1; default centre */
  focalPoint: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).default([0.5, 0.5]),
  tags: z.array(z.string()).default([]),
  copyright: z.object({ holder: z.string().optional(), year: z.number().int().optional() }).nullable().default(null),
  licenses: z.array(z.string()).default([]),
  description: z.string().default(''),
  type: z.string().default(''),
  appVersion: z.string().default(''),
  /** asset url with a `{width}` placeholder */
  generic_url: z.string().min(1),
  preview_url: z.string().default(''),
  dynamic_url: z.string().default(''),
  src: z.string().min(1),
  /* video */
  scaling: z.enum(['width', 'height']).optional(),
  keepAspectRatio: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  /* vector */
  size: z.string().optional(),
  maxWidth: z.number().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

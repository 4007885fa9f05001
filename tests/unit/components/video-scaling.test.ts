import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { assetSchema } from '../../../src/cms/schemas';
import { defaultConfig } from '../../../src/config/config';
import { videoStyle } from '../../../src/cms/assets';

const clip = (fields: Record<string, unknown>) =>
  assetSchema.parse({
    id: 'v1',
    name: 'wash.webm',
    ext: 'webm',
    width: 1280,
    height: 720,
    focalPoint: [0.5, 0.5],
    generic_url: '/assets/video/wash.webm?width={width}',
    src: '/assets/video/wash.webm',
    ...fields,
  });

describe('video scaling and keepAspectRatio (spec 3, 5)', () => {
  it('scale by width or by height, and keep the picture’s shape unless told not to', () => {
    expect(videoStyle({ scaling: 'width', keepAspectRatio: true }, 'cover', '50% 50%')).toBe('width:100%;height:auto;object-fit:cover;object-position:50% 50%');
    expect(videoStyle({ scaling: 'height', keepAspectRatio: true }, 'contain', '50% 30%')).toBe(
      'height:100%;width:auto;object-fit:contain;object-position:50% 30%',
    );
    expect(videoStyle({ scaling: 'width', keepAspectRatio: false }, 'contain', '50% 50%')).toBe(
      'width:100%;height:auto;object-fit:fill;object-position:50% 50%',
    );
  });

  it('reach the rendered video', async () => {
    const { default: Asset } = await import('../../../src/components/ui/Asset.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(Asset, {
      props: { asset: clip({ scaling: 'height', keepAspectRatio: false }), locale: 'fi-FI', width: 1024, height: 576 },
      locals: { config: defaultConfig() },
    });
    expect(html).toMatch(/<video[^>]*style="height:100%;width:auto;object-fit:fill;/);
  });
});

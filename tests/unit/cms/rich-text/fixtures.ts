/** Small builders for rich-text documents in tests. */
import type { RichTextDocument, RichTextNode } from '../../../../src/cms/schemas';

export const text = (value: string, marks: string[] = []): RichTextNode => ({
  nodeType: 'text',
  value,
  data: {},
  marks: marks.map((type) => ({ type })),
});

export const node = (nodeType: string, content: RichTextNode[] = [], data: Record<string, unknown> = {}): RichTextNode => ({
  nodeType,
  data,
  content,
});

export const para = (...content: RichTextNode[]): RichTextNode => node('paragraph', content);

export const hyperlink = (uri: unknown, label = 'label'): RichTextNode => node('hyperlink', [text(label)], { uri });

export const doc = (...content: RichTextNode[]): RichTextDocument => ({ nodeType: 'document', data: {}, content });

export const imageAsset = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'img1',
  title: 'Station',
  alt: 'A station at dusk',
  name: 'station.jpg',
  ext: 'jpg',
  width: 1200,
  height: 600,
  generic_url: '/assets/images/station.jpg?w={width}',
  src: '/assets/images/station.jpg',
  ...fields,
});

export const fileAsset = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'file1',
  title: 'Price list',
  name: 'price-list.pdf',
  ext: 'pdf',
  generic_url: '/assets/files/price-list.pdf',
  src: '/assets/files/price-list.pdf',
  ...fields,
});

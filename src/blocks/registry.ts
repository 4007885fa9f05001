/**
 * The block registry: maps a content block's contentType to the component that renders it. It is
 * typed against the block types the CMS schemas know (src/cms/block.ts knownBlockSchema), so a
 * known type without a component, or a component for a type the schemas do not know, is a type
 * error. A type the site does not know renders nothing and is logged once per process.
 */
import type { KnownBlock } from '../cms/schemas';
import Hero from './Hero.astro';
import RichText from './RichText.astro';
import CardList from './CardList.astro';
import Media from './Media.astro';
import LinkList from './LinkList.astro';
import Facts from './Facts.astro';
import Products from './Products.astro';
import Checkout from './Checkout.astro';
import FormBuilder from './FormBuilder.astro';
import AccountArea from './AccountArea.astro';
import StationLocator from './StationLocator.astro';

/** What every block component receives (each narrows `block` to its own schema). */
export interface BlockProps {
  block: unknown;
  locale: string;
  index: number;
  hasTitle: boolean;
}

type BlockComponent = (props: BlockProps) => unknown;

/** A block type the site renders: the contentType of every block schema the CMS schemas know. */
export type BlockType = KnownBlock['contentType'];

// Each component declares its own narrower props, so the table holds them as components of
// unknown props; componentFor hands them out with the shared BlockProps contract above.
export const blockComponents = {
  hero: Hero,
  richText: RichText,
  cardList: CardList,
  media: Media,
  linkList: LinkList,
  facts: Facts,
  products: Products,
  checkout: Checkout,
  formBuilder: FormBuilder,
  accountArea: AccountArea,
  stationLocator: StationLocator,
} satisfies Record<BlockType, (props: never) => unknown>;

/** Every block type with a component (the same list as the schemas' knownBlockTypes). */
export const registeredBlockTypes = Object.keys(blockComponents) as BlockType[];

function isBlockType(contentType: string): contentType is BlockType {
  return Object.hasOwn(blockComponents, contentType);
}

const warned = new Set<string>();

/** The component for a content type, or null (logged once) when there is none. */
export function componentFor(contentType: string): BlockComponent | null {
  if (isBlockType(contentType)) return blockComponents[contentType] as BlockComponent;
  if (!warned.has(contentType)) {
    warned.add(contentType);
    console.warn(`[blocks] no component for content type "${contentType}"; it renders nothing`);
  }
  return null;
}

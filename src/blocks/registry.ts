/**
 * The block registry: maps a content block's contentType to the component that renders it.
 * A type the site does not know renders nothing and is logged once per process.
 */
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

// Each component declares its own narrower props, so the table holds them as components of
// unknown props; componentFor hands them out with the shared BlockProps contract above.
export const blockComponents: Record<string, (props: never) => unknown> = {
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
};

const warned = new Set<string>();

/** The component for a content type, or null (logged once) when there is none. */
export function componentFor(contentType: string): BlockComponent | null {
  const component = Object.hasOwn(blockComponents, contentType) ? blockComponents[contentType] : undefined;
  if (component) return component as BlockComponent;
  if (!warned.has(contentType)) {
    warned.add(contentType);
    console.warn(`[blocks] no component for content type "${contentType}"; it renders nothing`);
  }
  return null;
}

/** Body paragraphs by topic, in each language. */
import type { Topic } from '../site-tree';
import { paragraphsEn } from './paragraphs-en';
import { paragraphsFi } from './paragraphs-fi';
import { paragraphsNo } from './paragraphs-no';
import { paragraphsSv } from './paragraphs-sv';
import type { ByLanguage } from './types';

/** The paragraph tables by language. */
export const paragraphs: ByLanguage<Record<Topic, readonly string[]>> = {
  fi: paragraphsFi,
  en: paragraphsEn,
  sv: paragraphsSv,
  no: paragraphsNo,
};

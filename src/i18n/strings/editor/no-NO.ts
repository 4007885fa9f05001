import type { editor as keys } from './en-EU';

/** Norwegian (bokmål) strings of the page-path rule. */
export const editor: Record<keyof typeof keys, string> = {
  'pagePath.refused': 'Stien «{path}» kan ikke brukes: {reason}.',
  'pagePath.saved': 'Lagret som «{path}»: stien til en side skrives med små bokstaver og med bindestrek i stedet for mellomrom.',
  'pagePath.notAPath': 'den begynner ikke med «/»',
  'pagePath.tooLong': 'den er lengre enn {max} tegn',
  'pagePath.character': 'den inneholder {char}. Stien til en side kan ha bokstaver, sifre, bindestrek (-) og punktum (.), med «/» mellom delene',
  'pagePath.notNormal': 'stien til en side skrives med små bokstaver og med bindestrek i stedet for mellomrom; skriv «{suggestion}»',
  'pagePath.notNormalNoSuggestion': 'stien til en side skrives med små bokstaver og med bindestrek i stedet for mellomrom',
  'pagePath.emptySegment': 'den har en tom del («//» eller «/» på slutten)',
  'pagePath.dotSegment': 'en av delene begynner eller slutter med punktum',
  'pagePath.segmentTooLong': 'en av delene er lengre enn {max} byte',
  'pagePath.fileSuffix': 'en av delene slutter på «{suffix}», som nettstedet bruker til sine egne filer',
  'pagePath.reserved': 'nettstedet bruker «{route}» og alt under den selv',
  'pagePath.landingFile': '«/index» er navnet på forsidens fil',
  'pagePath.localeSegment': 'den begynner med «{segment}», som nettstedet leser som språkkoden til et marked',
};

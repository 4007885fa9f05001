import type { editor as keys } from './en-EU';

/** Swedish strings of the page-path rule. */
export const editor: Record<keyof typeof keys, string> = {
  'pagePath.refused': 'Sökvägen ”{path}” kan inte användas: {reason}.',
  'pagePath.saved': 'Sparad som ”{path}”: en sidas sökväg skrivs med gemener och med bindestreck i stället för mellanslag.',
  'pagePath.notAPath': 'den börjar inte med ”/”',
  'pagePath.tooLong': 'den är längre än {max} tecken',
  'pagePath.character': 'den innehåller {char}. En sökväg får innehålla bokstäver, siffror, bindestreck (-) och punkter (.), med ”/” mellan delarna',
  'pagePath.notNormal': 'en sidas sökväg skrivs med gemener och med bindestreck i stället för mellanslag; skriv ”{suggestion}”',
  'pagePath.notNormalNoSuggestion': 'en sidas sökväg skrivs med gemener och med bindestreck i stället för mellanslag',
  'pagePath.emptySegment': 'den har en tom del (”//” eller ”/” i slutet)',
  'pagePath.dotSegment': 'en av dess delar börjar eller slutar med punkt',
  'pagePath.segmentTooLong': 'en av dess delar är längre än {max} byte',
  'pagePath.fileSuffix': 'en av dess delar slutar på ”{suffix}”, som webbplatsen använder för sina egna filer',
  'pagePath.reserved': 'webbplatsen använder ”{route}” och allt under den för egen räkning',
  'pagePath.landingFile': '”/index” är namnet på startsidans fil',
  'pagePath.localeSegment': 'den börjar med ”{segment}”, som webbplatsen läser som en marknads språkkod',
};

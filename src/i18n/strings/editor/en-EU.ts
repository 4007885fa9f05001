/**
 * English strings of the page-path rule (src/cms/path-rule.ts): what an editor is told when a path
 * is refused or written another way (the stand-in CMS's editor page, its edit API and `npm run
 * cms`), and the reason the site logs. This file defines the keys of the section.
 */
export const editor = {
  'pagePath.refused': 'The path “{path}” cannot be used: {reason}.',
  'pagePath.saved': 'Saved as “{path}”: page paths are written in lower case, with hyphens for spaces.',
  'pagePath.notAPath': 'it does not start with “/”',
  'pagePath.tooLong': 'it is longer than {max} characters',
  'pagePath.character': 'it contains {char}. A page path may hold letters, digits, hyphens (-) and full stops (.), with “/” between its parts',
  'pagePath.notNormal': 'page paths are written in lower case, with hyphens for spaces; write “{suggestion}”',
  'pagePath.notNormalNoSuggestion': 'page paths are written in lower case, with hyphens for spaces',
  'pagePath.emptySegment': 'it has an empty part (“//” or a “/” at the end)',
  'pagePath.dotSegment': 'a part of it begins or ends with a full stop',
  'pagePath.segmentTooLong': 'a part of it is longer than {max} bytes',
  'pagePath.fileSuffix': 'a part of it ends in “{suffix}”, which the site keeps for its own files',
  'pagePath.reserved': 'the site keeps “{route}” and everything under it for itself',
  'pagePath.landingFile': '“/index” is the name of the home page’s file',
  'pagePath.localeSegment': 'it begins with “{segment}”, which the site reads as a market’s language code',
} as const;

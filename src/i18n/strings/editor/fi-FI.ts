import type { editor as keys } from './en-EU';

/** Finnish strings of the page-path rule. */
export const editor: Record<keyof typeof keys, string> = {
  'pagePath.refused': 'Polkua ”{path}” ei voi käyttää: {reason}.',
  'pagePath.saved': 'Tallennettu polkuun ”{path}”: sivun polku kirjoitetaan pienillä kirjaimilla, ja välilyönnin paikalle tulee yhdysmerkki.',
  'pagePath.notAPath': 'se ei ala merkillä ”/”',
  'pagePath.tooLong': 'se on yli {max} merkkiä pitkä',
  'pagePath.character': 'siinä on merkki {char}. Polussa voi olla kirjaimia, numeroita, yhdysmerkkejä (-) ja pisteitä (.), ja osien välissä on ”/”',
  'pagePath.notNormal': 'sivun polku kirjoitetaan pienillä kirjaimilla, ja välilyönnin paikalle tulee yhdysmerkki; kirjoita ”{suggestion}”',
  'pagePath.notNormalNoSuggestion': 'sivun polku kirjoitetaan pienillä kirjaimilla, ja välilyönnin paikalle tulee yhdysmerkki',
  'pagePath.emptySegment': 'siinä on tyhjä osa (”//” tai ”/” lopussa)',
  'pagePath.dotSegment': 'jokin sen osista alkaa tai päättyy pisteeseen',
  'pagePath.segmentTooLong': 'jokin sen osista on yli {max} tavua pitkä',
  'pagePath.fileSuffix': 'jokin sen osista päättyy päätteeseen ”{suffix}”, joka on varattu sivuston omille tiedostoille',
  'pagePath.reserved': 'sivusto on varannut polun ”{route}” ja kaiken sen alla omaan käyttöönsä',
  'pagePath.landingFile': '”/index” on etusivun tiedoston nimi',
  'pagePath.localeSegment': 'se alkaa osalla ”{segment}”, jonka sivusto lukee markkina-alueen kielikoodiksi',
};

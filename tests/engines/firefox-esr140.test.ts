// The journeys where engines differ (./journeys.ts), in Firefox ESR 140, the browser policy's floor (unpacked beside the current ESR).
import { engineJourneys } from './journeys';

engineJourneys('firefox-esr140');

// The journeys where engines differ (./journeys.ts), in Firefox ESR, the current release (/usr/bin/firefox-esr).
import { engineJourneys } from './journeys';

engineJourneys('firefox');

// The journeys where engines differ (./journeys.ts), in WebKit (WebKitGTK's WebKitWebDriver under Xvfb).
import { engineJourneys } from './journeys';

engineJourneys('webkit');

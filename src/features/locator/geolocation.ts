/** 'Near me': asks the browser for the visitor's position; the outcome goes to the stores. */
import { $geoStatus, $placeResult, positionFound } from './stores';

export function locateVisitor(): void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    $geoStatus.set('unavailable');
    return;
  }
  $placeResult.set(null);
  $geoStatus.set('locating');
  navigator.geolocation.getCurrentPosition(
    (pos) => positionFound({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
    // a denied permission is an answer, not an error: the search box stays the way on
    (error) => $geoStatus.set(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
    { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
  );
}

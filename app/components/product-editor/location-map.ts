// Loaded only when the supplier opens the map: Leaflet and its stylesheet stay out of the editor's bundle.
import "leaflet/dist/leaflet.css";
import L from "leaflet";

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A map in `container` on which a click (or a tap) picks the place, marked with a vector circle
 * (Leaflet's default pin is an image whose path bundlers break). Returns a function that removes it.
 */
export function pickOnMap(
  container: HTMLElement,
  start: { lat: number; lon: number } | null,
  onPick: (place: { lat: number; lon: number }) => void,
) {
  const map = L.map(container).setView(start ? [start.lat, start.lon] : [20, 0], start ? 12 : 2);
  L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  const marker = L.circleMarker(start ? [start.lat, start.lon] : [0, 0], {
    radius: 10,
    color: "#c2410c",
    weight: 3,
    fillOpacity: 0.4,
  });
  if (start) marker.addTo(map);
  map.on("click", (event: L.LeafletMouseEvent) => {
    const lat = Math.round(event.latlng.lat * 1e6) / 1e6;
    const lon = Math.round(L.Util.wrapNum(event.latlng.lng, [-180, 180], true) * 1e6) / 1e6;
    marker.setLatLng([lat, lon]).addTo(map);
    onPick({ lat, lon });
  });
  return () => map.remove();
}

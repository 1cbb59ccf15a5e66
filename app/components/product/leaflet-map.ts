// Loaded only when the Location tab opens: Leaflet and its stylesheet stay out of the page's bundle.
import "leaflet/dist/leaflet.css";
import L from "leaflet";

/** The location map opens at zoom 15. */
export const MAP_ZOOM = 15;
const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Draws the place on an OpenStreetMap map in `container`; returns a function that removes it. */
export function showMap(container: HTMLElement, place: { lat: number; lon: number }, label: string) {
  const map = L.map(container, { scrollWheelZoom: false }).setView([place.lat, place.lon], MAP_ZOOM);
  L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  // A vector marker: Leaflet's default pin is an image whose path bundlers break.
  L.circleMarker([place.lat, place.lon], { radius: 10, color: "#c2410c", weight: 3, fillOpacity: 0.4 })
    .bindTooltip(label)
    .addTo(map);
  return () => map.remove();
}

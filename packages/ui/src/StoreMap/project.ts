export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapBounds {
  southWest: LatLng;
  northEast: LatLng;
}

/** Where the map's picture sits: a width fixed by the caller, a height that keeps the shape. */
export interface MapFrame {
  width: number;
  height: number;
}

/**
 * A plate carrée with the longitude shrunk by the cosine of the middle latitude: across one
 * country this keeps shapes and distances close enough to read, and needs no map library.
 */
export function mapFrame(bounds: MapBounds, width: number): MapFrame {
  const { southWest: sw, northEast: ne } = bounds;
  const midLat = ((sw.lat + ne.lat) / 2) * (Math.PI / 180);
  const lngSpan = Math.max(ne.lng - sw.lng, 1e-6) * Math.cos(midLat);
  const latSpan = Math.max(ne.lat - sw.lat, 1e-6);
  return { width, height: Math.round((width * latSpan) / lngSpan) };
}

/** A point's place in the frame: x from the west edge, y from the north edge. */
export function projectPoint(
  point: LatLng,
  bounds: MapBounds,
  frame: MapFrame,
): { x: number; y: number } {
  const { southWest: sw, northEast: ne } = bounds;
  const x = ((point.lng - sw.lng) / Math.max(ne.lng - sw.lng, 1e-6)) * frame.width;
  const y = ((ne.lat - point.lat) / Math.max(ne.lat - sw.lat, 1e-6)) * frame.height;
  return { x, y };
}

/** Bounds around points when the back-end gives none, padded so no marker sits on the edge. */
export function boundsAround(points: readonly LatLng[], padding = 0.5): MapBounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    southWest: { lat: Math.min(...lats) - padding, lng: Math.min(...lngs) - padding },
    northEast: { lat: Math.max(...lats) + padding, lng: Math.max(...lngs) + padding },
  };
}

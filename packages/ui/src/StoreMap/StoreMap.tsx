import { clsx } from 'clsx';
import { boundsAround, mapFrame, projectPoint, type LatLng, type MapBounds } from './project.js';
import styles from './StoreMap.module.css';

export interface StoreMapPoint {
  id: string;
  name: string;
  coordinates: LatLng;
}

export interface StoreMapProps {
  points: readonly StoreMapPoint[];
  /** The country's bounds from the back-end; without them, the points' own. */
  bounds?: MapBounds | null;
  selectedId?: string | null;
  /** What the picture shows, for screen readers (the list beside it is the real content). */
  label: string;
  className?: string;
}

const WIDTH = 400;
/** Points closer than this (in map units) are one marker with their count: a city's shops. */
const NEAR = 14;

function groups<T extends { at: { x: number; y: number } }>(placed: readonly T[]): T[][] {
  const out: T[][] = [];
  for (const item of placed) {
    const group = out.find(([head]) =>
      head ? Math.hypot(head.at.x - item.at.x, head.at.y - item.at.y) < NEAR : false,
    );
    if (group) group.push(item);
    else out.push([item]);
  }
  return out;
}

/** Meridians and parallels on whole degrees (every 1, 2, 5 or 10): a sense of place and scale. */
function graticule(box: MapBounds): { key: string; from: LatLng; to: LatLng }[] {
  const { southWest: sw, northEast: ne } = box;
  const span = Math.max(ne.lat - sw.lat, ne.lng - sw.lng);
  const step = [1, 2, 5, 10].find((candidate) => span / candidate <= 10) ?? 20;
  const lines: { key: string; from: LatLng; to: LatLng }[] = [];
  for (let lng = Math.ceil(sw.lng / step) * step; lng < ne.lng; lng += step)
    lines.push({ key: `m${lng}`, from: { lat: sw.lat, lng }, to: { lat: ne.lat, lng } });
  for (let lat = Math.ceil(sw.lat / step) * step; lat < ne.lat; lat += step)
    lines.push({ key: `p${lat}`, from: { lat, lng: sw.lng }, to: { lat, lng: ne.lng } });
  return lines;
}

/**
 * The stores as points in their country's frame: a static SVG, no tiles and no map service,
 * so it renders on the server and costs no script. It is a picture of the list, not a way in:
 * the list beside it carries the links and the text.
 */
export function StoreMap({ points, bounds, selectedId = null, label, className }: StoreMapProps) {
  const box = bounds ?? boundsAround(points.map((point) => point.coordinates));
  if (!box) return null;
  const frame = mapFrame(box, WIDTH);
  // Points outside the country's box (a stale bound) are left out rather than drawn on the edge.
  const placed = points
    .map((point) => ({ point, at: projectPoint(point.coordinates, box, frame) }))
    .filter(({ at }) => at.x >= 0 && at.x <= frame.width && at.y >= 0 && at.y <= frame.height);
  return (
    <svg
      className={clsx(styles.map, className)}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-label={label}
      data-testid="store-map"
    >
      <rect
        className={styles.country}
        x="0"
        y="0"
        width={frame.width}
        height={frame.height}
        rx="8"
      />
      {graticule(box).map((line) => {
        const from = projectPoint(line.from, box, frame);
        const to = projectPoint(line.to, box, frame);
        return (
          <line
            key={line.key}
            className={styles.graticule}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
          />
        );
      })}
      {groups(placed).map((group) => {
        const selected = group.some(({ point }) => point.id === selectedId);
        const [first] = group;
        if (!first) return null;
        return (
          <g
            key={first.point.id}
            className={clsx(styles.marker, selected && styles.selected)}
            transform={`translate(${first.at.x.toFixed(1)} ${first.at.y.toFixed(1)})`}
            data-store-id={group.map(({ point }) => point.id).join(' ')}
          >
            <title>{group.map(({ point }) => point.name).join(', ')}</title>
            <circle r={group.length > 1 ? 11 : selected ? 9 : 6} />
            {group.length > 1 && (
              <text className={styles.count} textAnchor="middle" dy="0.35em">
                {group.length}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

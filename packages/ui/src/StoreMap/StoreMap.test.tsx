import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boundsAround, mapFrame, projectPoint } from './project.js';
import { StoreMap } from './StoreMap.js';

const SPAIN = { southWest: { lat: 35.9, lng: -9.4 }, northEast: { lat: 43.8, lng: 4.4 } };
const MADRID = { lat: 40.4237, lng: -3.6875 };
const BARCELONA = { lat: 41.3925, lng: 2.1647 };
const SEVILLA = { lat: 37.3905, lng: -5.9948 };

describe('map projection', () => {
  it('keeps the country wider than tall where it is (Spain) and puts corners on corners', () => {
    const frame = mapFrame(SPAIN, 400);
    expect(frame.width).toBe(400);
    expect(frame.height).toBeGreaterThan(250);
    expect(frame.height).toBeLessThan(400);
    expect(projectPoint(SPAIN.southWest, SPAIN, frame)).toEqual({ x: 0, y: frame.height });
    expect(projectPoint(SPAIN.northEast, SPAIN, frame)).toEqual({ x: 400, y: 0 });
  });

  it('places east to the right and north up: Barcelona right of Madrid, Sevilla below', () => {
    const frame = mapFrame(SPAIN, 400);
    const madrid = projectPoint(MADRID, SPAIN, frame);
    expect(projectPoint(BARCELONA, SPAIN, frame).x).toBeGreaterThan(madrid.x);
    expect(projectPoint(SEVILLA, SPAIN, frame).y).toBeGreaterThan(madrid.y);
  });

  it('builds padded bounds around the points when the back-end gives none', () => {
    expect(boundsAround([])).toBeNull();
    expect(boundsAround([MADRID, BARCELONA], 1)).toEqual({
      southWest: { lat: MADRID.lat - 1, lng: MADRID.lng - 1 },
      northEast: { lat: BARCELONA.lat + 1, lng: BARCELONA.lng + 1 },
    });
  });
});

describe('StoreMap', () => {
  const points = [
    { id: '1001', name: 'Madrid Serrano', coordinates: MADRID },
    { id: '1004', name: 'Barcelona', coordinates: BARCELONA },
    { id: '9', name: 'Lisboa', coordinates: { lat: 38.71, lng: -9.5 } },
  ];

  it('is one labelled picture with a marker per store inside the country', () => {
    render(<StoreMap points={points} bounds={SPAIN} selectedId="1004" label="3 stores in Spain" />);
    const map = screen.getByRole('img', { name: '3 stores in Spain' });
    const markers = map.querySelectorAll('[data-store-id]');
    // Lisboa lies west of Spain's box: left out, not drawn on the edge.
    expect([...markers].map((m) => m.getAttribute('data-store-id'))).toEqual(['1001', '1004']);
    expect(map.querySelector('[data-store-id="1004"] circle')?.getAttribute('r')).toBe('9');
  });

  it("draws a city's shops as one marker with their count", () => {
    render(
      <StoreMap
        points={[
          { id: '1001', name: 'Madrid Serrano', coordinates: MADRID },
          { id: '1002', name: 'Madrid Gran Vía', coordinates: { lat: 40.4203, lng: -3.7058 } },
          { id: '1004', name: 'Barcelona', coordinates: BARCELONA },
        ]}
        bounds={SPAIN}
        label="3 stores"
      />,
    );
    const markers = [...screen.getByRole('img').querySelectorAll('[data-store-id]')];
    expect(markers.map((m) => m.getAttribute('data-store-id'))).toEqual(['1001 1002', '1004']);
    expect(markers[0]?.textContent).toContain('2');
    expect(markers[0]?.querySelector('title')?.textContent).toBe('Madrid Serrano, Madrid Gran Vía');
  });

  it('draws nothing without bounds or points', () => {
    const { container } = render(<StoreMap points={[]} label="No stores" />);
    expect(container.innerHTML).toBe('');
  });
});

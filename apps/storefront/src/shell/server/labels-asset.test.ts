import { describe, expect, it } from 'vitest';
import { labelsAssetPath, labelsFile, parseLabelsAssetPath } from './labels-asset.js';

const LABELS = { home: 'Inicio', bag: 'Cesta' };

describe('labels asset', () => {
  it('names the file by site and a hash of the labels, the same for equal labels', () => {
    const path = labelsAssetPath('es-es', LABELS);
    expect(path).toMatch(/^\/labels\/es-es\.[\w-]{16}\.json$/);
    expect(labelsAssetPath('es-es', { ...LABELS })).toBe(path);
    expect(labelsAssetPath('es-es', { ...LABELS, home: 'Portada' })).not.toBe(path);
    expect(parseLabelsAssetPath(path)).toEqual({ site: 'es-es', hash: path.slice(14, 30) });
  });

  it('answers only labels paths of known sites', async () => {
    const labelsOf = async () => LABELS;
    expect(await labelsFile('/labels/xx-yy.AAAAAAAAAAAAAAAA.json', labelsOf)).toBeNull();
    expect(await labelsFile('/labels/es-es.json', labelsOf)).toBeNull();
    expect(await labelsFile('/labels/es-es.AAAAAAAAAAAAAAAA.json/x', labelsOf)).toBeNull();
  });

  it("serves the site's current labels, saying whether the hash asked for is theirs", async () => {
    const labelsOf = async (site: string) => (site === 'es-es' ? LABELS : { home: 'Home' });
    const current = await labelsFile(labelsAssetPath('es-es', LABELS), labelsOf);
    expect(current).toEqual({ body: JSON.stringify(LABELS), current: true });
    const older = await labelsFile(labelsAssetPath('es-es', { home: 'Antes' }), labelsOf);
    expect(older).toEqual({ body: JSON.stringify(LABELS), current: false });
  });
});

import { WorkshopPriceTable } from '@atelier/ui';
import { useState } from 'react';
import type { WorkshopData } from '../workshop-view.js';
import { workshopText } from './workshop-text.js';

/**
 * The workshop page's one active table, by type and by the 'more than two years' toggle. The
 * loader worked out every table with core-loyalty's rules; the page only picks one and words it.
 */
export function WorkshopPrices({
  data,
  labels,
}: {
  data: WorkshopData;
  labels: Record<string, string>;
}) {
  const text = workshopText(labels);
  const [code, setCode] = useState<string>(data.codes[0] ?? 'repair');
  const [twoYears, setTwoYears] = useState(false);
  const pair = data.views[code];
  const view = twoYears ? pair?.older : pair?.regular;
  return (
    <>
      <p className="sf-muted">{text.intro}</p>
      <WorkshopPriceTable
        types={data.codes.map((id) => ({ id, label: text.key(id) }))}
        selectedType={code}
        onTypeChange={setCode}
        leadingLabel={text.key(view?.leadingLabel ?? 'measureSetting')}
        categories={(view?.categories ?? []).map((category) => ({
          id: category.id,
          title: text.category(category.titleKey),
          ...(category.color ? { color: category.color } : {}),
        }))}
        materials={data.materials.map((material) => text.key(material))}
        rows={(view?.rows ?? []).map((row) => ({
          id: row.id,
          service: text.key(row.serviceKey),
          cells: row.cells,
        }))}
        twoYears={twoYears}
        onTwoYearsChange={setTwoYears}
        locale={data.locale}
        labels={{
          type: text.type,
          twoYears: text.twoYears,
          notOffered: text.notOffered,
          markers: text.markers,
        }}
      />
    </>
  );
}

import {
  activeWorkshopTable,
  visibleWorkshopCategories,
  WORKSHOP_MATERIALS,
  workshopRowCells,
  type WorkshopTableCode,
} from '@atelier/core-loyalty';
import { WorkshopPriceTable } from '@atelier/ui';
import { useState } from 'react';
import type { WorkshopData } from '../../data/pages/workshop.js';
import { workshopText } from './workshop-text.js';

/**
 * The workshop page's one active table (spec 3): chosen by type and by the 'more than two
 * years' toggle; with the toggle on, the base category (no older variant) leaves the table and
 * the others take their older-pieces titles.
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
  const table = activeWorkshopTable(data.tables, {
    site: data.site,
    code: code as WorkshopTableCode,
    moreThanTwoYears: twoYears,
  });
  const categories = visibleWorkshopCategories(data.headings, twoYears);
  const columnIds = categories.map((category) => category.id);
  return (
    <>
      <p className="sf-muted">{text.intro}</p>
      <WorkshopPriceTable
        types={data.codes.map((id) => ({ id, label: text.key(id) }))}
        selectedType={code}
        onTypeChange={setCode}
        leadingLabel={text.key(table?.leadingLabel ?? 'measureSetting')}
        categories={categories.map((category) => ({
          id: category.id,
          title: text.category(
            twoYears && category.moreThanTwoYears ? category.moreThanTwoYears : category.category,
          ),
          ...(category.color ? { color: category.color } : {}),
        }))}
        materials={WORKSHOP_MATERIALS.map((material) => text.key(material))}
        rows={(table?.rows ?? []).map((row) => ({
          id: row.id,
          service: text.key(row.leadingLabel),
          cells: workshopRowCells(row, columnIds),
        }))}
        twoYears={twoYears}
        onTwoYearsChange={setTwoYears}
        locale={data.locale}
        currency={data.currency}
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

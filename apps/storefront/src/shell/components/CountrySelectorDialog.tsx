import { CountrySelector } from '@atelier/ui';
import { fillLabel } from '../browser/labels.js';
import type { ShellView } from '../view-types.js';

/** The ui country selector with the shell's sites and labels; loaded when it first opens. */
export default function CountrySelectorDialog({
  shell,
  suggestedSite,
  blocking,
  onClose,
  onSelect,
}: {
  shell: ShellView;
  suggestedSite: string | null;
  blocking: boolean;
  onClose: () => void;
  onSelect: (code: string) => void;
}) {
  const label = (key: string, site?: string) =>
    fillLabel(shell.labels, key, site === undefined ? {} : { site });
  return (
    <CountrySelector
      isOpen
      onOpenChange={(open) => !open && onClose()}
      sites={shell.countrySites}
      currentSite={shell.site}
      {...(suggestedSite ? { suggestedSite } : {})}
      onSelect={onSelect}
      isBlocking={blocking}
      labels={{
        title: label('countrySelectorTitle'),
        continueIn: (name) => label('goToSite', name),
        stayIn: (name) => label('stayInSite', name),
        search: label('searchCountry'),
        noResults: label('noCountryResults'),
        close: label('close'),
      }}
    />
  );
}

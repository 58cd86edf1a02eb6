import { Drawer } from '@atelier/ui';
import type { ReactNode } from 'react';

/** The filters on phones, in a side drawer (its own chunk: loaded when first opened). */
export default function FiltersDrawer({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      side="start"
      closeLabel={closeLabel}
    >
      {children}
    </Drawer>
  );
}

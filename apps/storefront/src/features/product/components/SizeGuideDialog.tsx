import { Modal, SizeGuide } from '@atelier/ui';
import type { SizeTableView } from '../../../shell/size-guide-tables.js';

/** The size guide in a modal (its own chunk: loaded when the shopper opens it). */
export default function SizeGuideDialog({
  tables,
  title,
  closeLabel,
  onClose,
}: {
  tables: readonly SizeTableView[];
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={closeLabel}
      size="lg"
      data-testid="size-guide-modal"
    >
      <SizeGuide tables={tables} label={title} />
    </Modal>
  );
}

import { DownloadAppModal } from '@atelier/ui';
import { fillLabel } from '../browser/labels.js';
import type { ShellView } from '../view-types.js';

/** The ui download-app modal with the store links; loaded when it opens. */
export default function DownloadAppDialog({
  shell,
  onClose,
}: {
  shell: ShellView;
  onClose: () => void;
}) {
  const label = (key: string) => fillLabel(shell.labels, key);
  return (
    <DownloadAppModal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={label('downloadAppTitle')}
      text={label('downloadAppText')}
      stores={[
        { label: label('appStore'), href: 'https://apps.apple.com/' },
        { label: label('googlePlay'), href: 'https://play.google.com/store/apps' },
      ]}
      closeLabel={label('close')}
    />
  );
}

import { Modal } from '@atelier/ui';
import { useRead } from '../../browser/read/index.js';
import { fetchPolicy } from '../../browser/policy-fetch.js';
import type { PolicyView } from '../../policy-view.js';
import { HtmlBlock } from '../HtmlBlock.js';
import { labelText } from '../../label-text.js';
import styles from './policy-modal.module.css';

/** A policy's text in ui Modal, fetched when it opens; an unknown policy says so in place. */
export default function PolicyModal({
  site,
  slug,
  labels,
  onClose,
}: {
  site: string;
  slug: string;
  labels: Record<string, string>;
  onClose: () => void;
}) {
  // fetchPolicy answers null for anything it cannot show (unknown slug, network, bad answer).
  const read = useRead(['policy', site, slug], (signal) => fetchPolicy(site, slug, signal));
  const policy: PolicyView | null = read.status === 'success' ? read.data : null;
  const state = read.status === 'loading' ? 'loading' : policy === null ? 'failed' : 'ready';
  const text = (key: string, fallback: string) => labelText(labels, key, fallback);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={policy ? policy.title : text('policies', 'Policies')}
      closeLabel={text('close', 'Close')}
      size="lg"
      data-testid="policy-modal"
    >
      {state === 'loading' && (
        <p role="status" className={styles.muted}>
          {text('loadingPage', 'Loading…')}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" data-testid="policy-error">
          <p>
            {text(
              'policyUnavailable',
              'This policy could not be shown. All our policies are on the policies page.',
            )}
          </p>
          <p>
            <a href={`/${site}/policies`}>{text('policies', 'Policies')}</a>
          </p>
        </div>
      )}
      {policy && (
        <div className={styles.text}>
          {policy.blocks.map((block, index) => (
            <section key={index}>
              {block.title && <h3>{block.title}</h3>}
              <HtmlBlock html={block.html} />
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

import { Modal } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { fetchPolicy } from '../../browser/policy-fetch.js';
import type { PolicyView } from '../../policy-view.js';
import { HtmlBlock } from '../HtmlBlock.js';
import { labelText } from '../../label-text.js';
import styles from './policy-modal.module.css';

type State = { status: 'loading' } | { status: 'ready'; policy: PolicyView } | { status: 'failed' };

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
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void fetchPolicy(site, slug, controller.signal).then((policy) => {
      if (!controller.signal.aborted)
        setState(policy ? { status: 'ready', policy } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [site, slug]);
  const text = (key: string, fallback: string) => labelText(labels, key, fallback);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={state.status === 'ready' ? state.policy.title : text('policies', 'Policies')}
      closeLabel={text('close', 'Close')}
      size="lg"
      data-testid="policy-modal"
    >
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {text('loadingPage', 'Loading…')}
        </p>
      )}
      {state.status === 'failed' && (
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
      {state.status === 'ready' && (
        <div className={styles.text}>
          {state.policy.blocks.map((block, index) => (
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

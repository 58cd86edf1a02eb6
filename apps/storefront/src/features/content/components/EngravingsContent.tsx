import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText } from '../../../shell/label-text.js';
import { fontFamilyOf, isItalicFont, swatchOf } from '../engraving-choices.js';
import type { ContentProps } from './content-props.js';
import styles from './engravings.module.css';

// The editor (react-aria's slider and radios, the rules) is its own chunk: only the engravings
// page opened for a piece loads it, after hydration; no catalogue page carries it.
const EngravingStudio = lazy(() => import('./EngravingStudio.js'));
// The personalisation builder likewise: only a PARENT piece's page loads it (ADR 0053).
const PersonalisationStudio = lazy(() => import('./PersonalisationStudio.js'));

/**
 * The engravings page (docs/product/product.md §2): what engraving is, how it works, the
 * typographies and colours; opened from a product page (`?product=`) it is the editor for that
 * piece, with the way back to it.
 */
export function EngravingsContent({ data, labels }: ContentProps) {
  const { shell } = usePageContext();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const product = data.product;
  const options = data.engraving ?? null;
  const sample = labelText(labels, 'engravingsSample', 'Forever');
  const canEngrave = product?.kind === 'engrave' && options !== null && product.id !== undefined;
  const builder = product?.kind === 'personalise' ? (product.personalisation ?? null) : null;
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    <div className={styles.page} data-testid="engravings-page">
      <p className={styles.intro}>
        {builder
          ? labelText(
              labels,
              'personalisationIntro',
              'Make it yours: choose charms and hang them on the piece where you like.',
            )
          : labelText(labels, 'engravingsIntro', 'Make it yours: a name, a date or a few words.')}
      </p>
      {product && (
        <section className={styles.studio} aria-labelledby="engraving-studio-title">
          <figure className="sf-engraving-product" data-testid="engraving-product">
            {product.image && <img src={product.image} alt="" width={96} height={96} />}
            <figcaption>
              <span className="sf-muted">
                {product.kind === 'personalise'
                  ? labelText(labels, 'personaliseIt', 'Personalise it')
                  : labelText(labels, 'engraveIt', 'Engrave it')}
              </span>
              <a href={product.href}>{product.name}</a>
            </figcaption>
          </figure>
          <h2 id="engraving-studio-title" className={styles.heading}>
            {builder
              ? labelText(labels, 'personalisationEditorTitle', 'Design it with charms')
              : labelText(labels, 'engravingEditorTitle', 'Design your engraving')}
          </h2>
          {builder && product.id !== undefined ? (
            ready ? (
              <Suspense fallback={placeholder}>
                <PersonalisationStudio
                  product={product}
                  builder={builder}
                  labels={labels}
                  site={shell?.site ?? 'es-es'}
                  locale={shell?.locale ?? 'en'}
                  dir={shell?.rtl ? 'rtl' : 'ltr'}
                />
              </Suspense>
            ) : (
              placeholder
            )
          ) : canEngrave ? (
            ready ? (
              <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
                <EngravingStudio
                  product={product}
                  options={options}
                  labels={labels}
                  site={shell?.site ?? 'es-es'}
                  locale={shell?.locale ?? 'en'}
                />
              </Suspense>
            ) : (
              <div className={styles.placeholder} aria-busy="true" />
            )
          ) : (
            <p className={styles.note}>
              <a href={product.href}>
                {labelText(labels, 'engravingBackToPiece', 'Back to the piece')}
              </a>
            </p>
          )}
        </section>
      )}
      {/* The engraving's steps, typographies and colours are not about charms. */}
      {!builder && (
        <section aria-labelledby="engravings-steps">
          <h2 id="engravings-steps" className={styles.heading}>
            {labelText(labels, 'engravingsStepsTitle', 'How it works')}
          </h2>
          <ol className={styles.steps}>
            {(['engravingsStep1', 'engravingsStep2', 'engravingsStep3'] as const).map((key) => (
              <li key={key}>{labelText(labels, key, '')}</li>
            ))}
          </ol>
        </section>
      )}
      {options && !builder && (
        <div className={styles.showcase}>
          <section aria-labelledby="engravings-fonts">
            <h2 id="engravings-fonts" className={styles.heading}>
              {labelText(labels, 'engravingsFontsTitle', 'Our typographies')}
            </h2>
            <ul className={styles.fonts}>
              {options.fonts.map((font) => (
                <li key={font.code}>
                  <span
                    className={styles.fontSample}
                    style={{
                      fontFamily: fontFamilyOf(font.name),
                      fontStyle: isItalicFont(font.name) ? 'italic' : 'normal',
                    }}
                    dir="auto"
                  >
                    {sample}
                  </span>
                  <span className="sf-muted">
                    {labelText(labels, `engravingFont.${font.code}`, font.name)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="engravings-colours">
            <h2 id="engravings-colours" className={styles.heading}>
              {labelText(labels, 'engravingsColoursTitle', 'Engraving colours')}
            </h2>
            <ul className={styles.colours}>
              {options.colours.map((colour) => (
                <li key={colour.code}>
                  <span
                    className={styles.swatch}
                    style={{ background: swatchOf(colour) }}
                    aria-hidden="true"
                  />
                  {labelText(labels, `engravingColour.${colour.code}`, colour.code)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}

import {
  ENGRAVING_MAX_CHARACTERS,
  ENGRAVING_SIZE,
  engravingTextProblem,
  formatNumber,
  normaliseEngravingText,
  type EngravingTextProblem,
} from '@atelier/core-catalogue';
import { Button, EngravingEditor, SizeSelector, type EngravingValue } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { addToBag, useBag, type EngravingInfo } from '../../bag/index.js';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import type { EngravingOptionsView, EngravingProductView } from '../content-view.js';
import { editorChoices } from '../engraving-choices.js';
import styles from './engravings.module.css';

const ERROR_LABELS: Record<EngravingTextProblem, [string, string]> = {
  empty: ['engravingErrorEmpty', 'Write the text you want engraved'],
  tooLong: ['engravingErrorTooLong', 'An engraving holds at most {max} characters'],
  characters: ['engravingErrorCharacters', 'Only letters, numbers and spaces can be engraved'],
};

/**
 * The engraving editor for one piece (docs/product/product.md §2): text, typography, size,
 * orientation and colour with a live preview on the piece, then the engraved line into the
 * bag (`engravingInfo`, docs/product/bag.md §1.3). The rules are core-catalogue's, the ones the back-end
 * checks too; its answer decides (a refusal shows as "cannot be engraved right now").
 */
export default function EngravingStudio({
  product,
  options,
  labels,
  site,
  locale,
}: {
  product: EngravingProductView;
  options: EngravingOptionsView;
  labels: Record<string, string>;
  site: string;
  locale: string;
}) {
  const choices = useMemo(() => editorChoices(options, labels), [options, labels]);
  const bag = useBag();
  const [value, setValue] = useState<EngravingValue>({
    text: '',
    fontId: choices.fonts[0]?.id ?? '',
    colourId: choices.colours[0]?.id ?? '',
    size: 24,
    orientation: 'horizontal',
  });
  const [size, setSize] = useState<string | null>(null);
  // The text's problem shows once the shopper tried to add (or typed something not engravable).
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const [refused, setRefused] = useState(false);
  const sizes = product.sizes ?? [];
  const needsSize = sizes.length > 0;
  const problem = engravingTextProblem(value.text);
  const showProblem = problem !== null && (tried || problem === 'characters');
  const max = formatNumber(ENGRAVING_MAX_CHARACTERS, locale);
  const errorMessage = showProblem
    ? labelText(labels, ERROR_LABELS[problem][0], ERROR_LABELS[problem][1], { max })
    : null;
  const inStock = product.inStock !== false;

  async function add() {
    setTried(true);
    setAdded(false);
    setRefused(false);
    if (problem !== null || (needsSize && size === null) || !product.id) return;
    const engravingInfo: EngravingInfo = {
      engravingText: normaliseEngravingText(value.text),
      typography: value.fontId,
      colour: value.colourId,
      fontSize: String(value.size),
      orientation: value.orientation ?? 'horizontal',
      engravingType: product.engravingType ?? 'TEXT',
    };
    const ok = await addToBag(site, [{ code: size ?? product.id, quantity: 1, engravingInfo }]);
    setAdded(ok);
    setRefused(!ok);
  }

  return (
    <div className={styles.editor} data-testid="engraving-editor">
      <EngravingEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          setAdded(false);
        }}
        fonts={choices.fonts}
        colours={choices.colours}
        orientations={choices.orientations}
        {...(product.image ? { pieceImage: product.image } : {})}
        errorMessage={errorMessage}
        labels={{
          text: labelText(labels, 'engravingText', 'Text to engrave'),
          help: labelText(labels, 'engravingTextHelp', 'Up to {max} characters', { max }),
          counter: (used, limit) =>
            labelText(
              labels,
              'engravingCounter',
              '{used} of {max} characters',
              numbersInLocale({ used, max: limit }, locale),
            ),
          font: labelText(labels, 'engravingFont', 'Typography'),
          colour: labelText(labels, 'engravingColour', 'Colour'),
          size: labelText(labels, 'engravingSize', 'Letter size'),
          orientation: labelText(labels, 'engravingOrientation', 'Orientation'),
          preview: labelText(labels, 'engravingPreview', 'Preview on {name}', {
            name: product.name,
          }),
          placeholder: labelText(labels, 'engravingPlaceholder', 'Your text'),
          sizeValue: (n) =>
            `${formatNumber(n, locale)} / ${formatNumber(ENGRAVING_SIZE.max, locale)}`,
        }}
      />
      {needsSize && (
        <SizeSelector
          sizes={sizes.map((s) => ({ code: s.code, name: s.name, available: s.inStock }))}
          value={size}
          onChange={setSize}
          label={labelText(labels, 'size', 'Size')}
          soldOutLabel={labelText(labels, 'soldOut', 'Sold out')}
        />
      )}
      <Button
        fullWidth
        data-testid="engraving-add-to-bag"
        isDisabled={!inStock || bag.adding || (needsSize && size === null)}
        isPending={bag.adding}
        onPress={() => void add()}
      >
        {!inStock
          ? labelText(labels, 'soldOut', 'Sold out')
          : needsSize && size === null
            ? labelText(labels, 'chooseSize', 'Choose a size')
            : labelText(labels, 'engravingAddToBag', 'Add engraved to bag')}
      </Button>
      <p role="status" className={styles.status} data-testid="engraving-status">
        {added
          ? labelText(labels, 'engravingAdded', 'Added to your bag with its engraving')
          : refused
            ? labelText(labels, 'engravingNotAvailable', 'This piece cannot be engraved right now')
            : ''}
      </p>
    </div>
  );
}

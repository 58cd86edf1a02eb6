import {
  Label,
  Radio,
  RadioGroup,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import {
  ENGRAVING_MAX_CHARACTERS as MAX_CHARACTERS,
  ENGRAVING_SIZE,
  engravingLength,
  fitEngravingText,
} from '@atelier/core-catalogue';
import { TextField } from '../TextField/TextField.js';
import styles from './EngravingEditor.module.css';

// The limits are core-catalogue's rules (docs/product/product.md §2.2), re-exported under the
// names this component always had.
export const ENGRAVING_MAX_CHARACTERS = MAX_CHARACTERS;
export const ENGRAVING_MIN_SIZE = ENGRAVING_SIZE.min;
export const ENGRAVING_MAX_SIZE = ENGRAVING_SIZE.max;

export interface EngravingFont {
  id: string;
  label: string;
  /** CSS font-family used for the preview and the choice itself. */
  family: string;
  /** A handwritten face set in italic, so it reads as one where no script face is installed. */
  italic?: boolean;
}

export interface EngravingColour {
  id: string;
  label: string;
  value: string;
}

/** A way the text may run on the piece (horizontal, vertical). */
export interface EngravingOrientationChoice {
  id: string;
  label: string;
  /** Vertical text is set top to bottom on the preview. */
  vertical: boolean;
}

export interface EngravingValue {
  text: string;
  fontId: string;
  colourId: string;
  /** 4 to 75: the engraving size the workshop uses. */
  size: number;
  /** One of `orientations` when they are offered. */
  orientation?: string;
}

export interface EngravingEditorLabels {
  text: string;
  counter: (used: number, max: number) => string;
  font: string;
  colour: string;
  size: string;
  preview: string;
  placeholder: string;
  /** What may be written, under the text field. */
  help: string;
  orientation: string;
  /** The size as the site writes numbers (its own digits). */
  sizeValue: (size: number) => string;
}

export const DEFAULT_ENGRAVING_LABELS: EngravingEditorLabels = {
  text: 'Your engraving',
  counter: (used, max) => `${used}/${max}`,
  font: 'Font',
  colour: 'Colour',
  size: 'Size',
  preview: 'Preview',
  placeholder: 'Your text',
  help: '',
  orientation: 'Orientation',
  sizeValue: (size) => String(size),
};

export interface EngravingEditorProps {
  value: EngravingValue;
  onChange: (value: EngravingValue) => void;
  fonts: readonly EngravingFont[];
  colours: readonly EngravingColour[];
  errorMessage?: string | null;
  labels?: Partial<EngravingEditorLabels>;
  /** Offered when the piece can take the text either way. */
  orientations?: readonly EngravingOrientationChoice[];
  /** The piece itself, under the engraving on the preview. */
  pieceImage?: string;
}

/**
 * Text (20 characters), typography, colour, size (4-75) and orientation with a live preview on
 * the piece. The text's direction follows what is written (`dir="auto"`), so Arabic or Hebrew
 * reads right to left on the preview whatever the page's direction. Load lazily.
 */
export function EngravingEditor({
  value,
  onChange,
  fonts,
  colours,
  errorMessage,
  labels: overrides,
  orientations = [],
  pieceImage,
}: EngravingEditorProps) {
  const labels = { ...DEFAULT_ENGRAVING_LABELS, ...overrides };
  const font = fonts.find((f) => f.id === value.fontId) ?? fonts[0];
  const colour = colours.find((c) => c.id === value.colourId) ?? colours[0];
  const vertical = orientations.find((o) => o.id === value.orientation)?.vertical ?? false;
  // Preview size: the 4-75 scale mapped onto a readable range of the plate.
  const previewSize = `${0.75 + ((value.size - ENGRAVING_MIN_SIZE) / (ENGRAVING_MAX_SIZE - ENGRAVING_MIN_SIZE)) * 2.75}rem`;
  const used = engravingLength(value.text);
  return (
    <div className={styles.editor}>
      <figure
        className={styles.preview}
        aria-label={value.text ? `${labels.preview}: ${value.text}` : labels.preview}
        role="img"
        data-testid="engraving-preview"
      >
        {pieceImage && <img className={styles.piece} src={pieceImage} alt="" />}
        <div className={pieceImage ? `${styles.plate} ${styles.onPiece}` : styles.plate}>
          <span
            className={value.text ? styles.engraved : `${styles.engraved} ${styles.placeholder}`}
            style={{
              fontFamily: font?.family,
              fontStyle: font?.italic ? 'italic' : 'normal',
              color: colour?.value,
              fontSize: previewSize,
              writingMode: vertical ? 'vertical-rl' : 'horizontal-tb',
            }}
            dir="auto"
            aria-hidden="true"
            data-testid="engraving-preview-text"
            data-orientation={vertical ? 'vertical' : 'horizontal'}
          >
            {value.text || labels.placeholder}
          </span>
        </div>
      </figure>
      <div className={styles.controls}>
        <TextField
          label={labels.text}
          value={value.text}
          onChange={(text) => onChange({ ...value, text: fitEngravingText(text) })}
          errorMessage={errorMessage ?? null}
          {...(labels.help ? { description: labels.help } : {})}
          autoComplete="off"
          data-testid="engraving-text"
        />
        <span className={styles.counter} aria-live="polite" data-testid="engraving-counter">
          {labels.counter(used, ENGRAVING_MAX_CHARACTERS)}
        </span>
        <RadioGroup
          className={styles.controls}
          value={value.fontId}
          onChange={(fontId) => onChange({ ...value, fontId })}
          orientation="horizontal"
        >
          <Label className={styles.groupLabel}>{labels.font}</Label>
          <div className={styles.choices}>
            {fonts.map((f) => (
              <Radio
                key={f.id}
                value={f.id}
                className={styles.choice}
                style={{ fontFamily: f.family, fontStyle: f.italic ? 'italic' : 'normal' }}
              >
                {f.label}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <RadioGroup
          className={styles.controls}
          value={value.colourId}
          onChange={(colourId) => onChange({ ...value, colourId })}
          orientation="horizontal"
        >
          <Label className={styles.groupLabel}>{labels.colour}</Label>
          <div className={styles.choices}>
            {colours.map((c) => (
              <Radio key={c.id} value={c.id} className={styles.choice} aria-label={c.label}>
                <span className={styles.swatch} style={{ background: c.value }} />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        {orientations.length > 0 && (
          <RadioGroup
            className={styles.controls}
            value={value.orientation ?? orientations[0]?.id ?? null}
            onChange={(orientation) => onChange({ ...value, orientation })}
            orientation="horizontal"
          >
            <Label className={styles.groupLabel}>{labels.orientation}</Label>
            <div className={styles.choices}>
              {orientations.map((o) => (
                <Radio key={o.id} value={o.id} className={styles.choice}>
                  {o.label}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        )}
        <Slider
          className={styles.slider}
          minValue={ENGRAVING_MIN_SIZE}
          maxValue={ENGRAVING_MAX_SIZE}
          value={value.size}
          onChange={(size) =>
            onChange({
              ...value,
              size: Array.isArray(size) ? (size[0] ?? ENGRAVING_MIN_SIZE) : size,
            })
          }
        >
          <Label className={styles.groupLabel}>{labels.size}</Label>
          <SliderOutput className={styles.output}>
            {({ state }) => labels.sizeValue(state.getThumbValue(0))}
          </SliderOutput>
          <SliderTrack className={styles.track}>
            <SliderThumb
              className={styles.thumb}
              aria-valuetext={labels.sizeValue(value.size)}
              data-testid="engraving-size"
            />
          </SliderTrack>
        </Slider>
      </div>
    </div>
  );
}

import {
  Label,
  Radio,
  RadioGroup,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { TextField } from '../TextField/TextField.js';
import styles from './EngravingEditor.module.css';

export const ENGRAVING_MAX_CHARACTERS = 20;
export const ENGRAVING_MIN_SIZE = 4;
export const ENGRAVING_MAX_SIZE = 75;

export interface EngravingFont {
  id: string;
  label: string;
  /** CSS font-family used for the preview and the choice itself. */
  family: string;
}

export interface EngravingColour {
  id: string;
  label: string;
  value: string;
}

export interface EngravingValue {
  text: string;
  fontId: string;
  colourId: string;
  /** 4 to 75: the engraving size the workshop uses. */
  size: number;
}

export interface EngravingEditorLabels {
  text: string;
  counter: (used: number, max: number) => string;
  font: string;
  colour: string;
  size: string;
  preview: string;
  placeholder: string;
}

export const DEFAULT_ENGRAVING_LABELS: EngravingEditorLabels = {
  text: 'Your engraving',
  counter: (used, max) => `${used}/${max}`,
  font: 'Font',
  colour: 'Colour',
  size: 'Size',
  preview: 'Preview',
  placeholder: 'Your text',
};

export interface EngravingEditorProps {
  value: EngravingValue;
  onChange: (value: EngravingValue) => void;
  fonts: readonly EngravingFont[];
  colours: readonly EngravingColour[];
  errorMessage?: string | null;
  labels?: Partial<EngravingEditorLabels>;
}

/** Text (20 characters), font, colour and size (4-75) with a live preview. Load lazily. */
export function EngravingEditor({
  value,
  onChange,
  fonts,
  colours,
  errorMessage,
  labels: overrides,
}: EngravingEditorProps) {
  const labels = { ...DEFAULT_ENGRAVING_LABELS, ...overrides };
  const font = fonts.find((f) => f.id === value.fontId) ?? fonts[0];
  const colour = colours.find((c) => c.id === value.colourId) ?? colours[0];
  // Preview size: the 4-75 scale mapped onto a readable range of the plate.
  const previewSize = `${0.75 + ((value.size - ENGRAVING_MIN_SIZE) / (ENGRAVING_MAX_SIZE - ENGRAVING_MIN_SIZE)) * 2.75}rem`;
  return (
    <div className={styles.editor}>
      <figure className={styles.preview} aria-label={labels.preview} role="img">
        <div className={styles.plate}>
          <span
            className={value.text ? styles.engraved : `${styles.engraved} ${styles.placeholder}`}
            style={{ fontFamily: font?.family, color: colour?.value, fontSize: previewSize }}
            aria-hidden="true"
          >
            {value.text || labels.placeholder}
          </span>
        </div>
      </figure>
      <div className={styles.controls}>
        <TextField
          label={labels.text}
          value={value.text}
          maxLength={ENGRAVING_MAX_CHARACTERS}
          onChange={(text) => onChange({ ...value, text: text.slice(0, ENGRAVING_MAX_CHARACTERS) })}
          errorMessage={errorMessage ?? null}
          autoComplete="off"
        />
        <span className={styles.counter} aria-live="polite">
          {labels.counter(value.text.length, ENGRAVING_MAX_CHARACTERS)}
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
                style={{ fontFamily: f.family }}
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
          <SliderOutput className={styles.output} />
          <SliderTrack className={styles.track}>
            <SliderThumb className={styles.thumb} />
          </SliderTrack>
        </Slider>
      </div>
    </div>
  );
}

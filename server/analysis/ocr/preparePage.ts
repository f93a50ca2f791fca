import {
  quarters,
  rotateImage,
  shrink,
  turnImage,
  unrotatePoint,
  unturnPoint,
  type Pixel,
} from './imageGeometry';
import { cleanPage } from './pageCleanup';
import type { GreyImage } from './renderPage';
import { findPageLie } from './skewDetection';
import { looksUpsideDown } from './upsideDown';

/** Below this skew tesseract reads as well as straightened (it levels lines itself), and resampling would only blur the glyphs. */
const MIN_CORRECTED_SKEW_DEGREES = 1;

/** A page made ready for OCR, and how to find its pixels on the page as rendered. */
export interface PreparedPage {
  image: GreyImage;
  /** Quarter turns clockwise applied (0–3). */
  quarterTurns: number;
  /** Degrees clockwise the turned page was rotated to level its lines. */
  degrees: number;
  /** A point of `image` on the page as rendered (for word boxes and provenance). */
  toRendered(point: Pixel): Pixel;
}

/**
 * The geometry of a page turned `turns` quarter turns and then rotated `degrees`, from the
 * rendering `source` (width × height before any change).
 */
export function orientPage(source: GreyImage, turns: number, degrees: number): PreparedPage {
  const turned = turnImage(source, turns);
  const image = Math.abs(degrees) >= MIN_CORRECTED_SKEW_DEGREES ? rotateImage(turned, degrees) : turned;
  const applied = image === turned ? 0 : degrees;
  return {
    image,
    quarterTurns: quarters(turns),
    degrees: applied,
    toRendered: (point) =>
      unturnPoint(
        unrotatePoint(point, applied, turned.width, turned.height),
        turns,
        source.width,
        source.height,
      ),
  };
}

/**
 * Prepares a scanned page for OCR as a worn photocopy needs (issue #18): the copier's dark frame
 * painted white, the paper's uneven light evened out, the page turned the right way up (text
 * across, not down; not upside down) and its skew taken out, found by projection profiles. Ink
 * and paper are then separated by tesseract's own thresholding, on a page whose paper is white
 * everywhere. The rendering is changed in place.
 */
export function preparePage(rendered: GreyImage): PreparedPage {
  cleanPage(rendered);
  // The page's lie is found at half resolution: four times less work, the same angles.
  const half = shrink(rendered, 2);
  const lie = findPageLie(half);
  const upsideDown = looksUpsideDown(orientPage(half, lie.quarterTurns, lie.degrees).image);
  return orientPage(rendered, lie.quarterTurns + (upsideDown ? 2 : 0), lie.degrees);
}

/** The same page read the other way up: half a turn more. */
export function flipPage(rendered: GreyImage, prepared: PreparedPage): PreparedPage {
  return orientPage(rendered, prepared.quarterTurns + 2, prepared.degrees);
}

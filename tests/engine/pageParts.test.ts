import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import {
  BLANK_PAGE,
  COPY_WITH_CERTIFICATION,
  DEED_PAGES,
  GP_PAGES,
  INSCRIPTION_PAGES,
  NO_MARRIAGE_PAGE,
  SII_PAGE,
  TGR_PAGE,
} from '../fixtures/pageParts/pageTexts';

/** One file's pages, numbered from 1, as the text layer reads them. */
function pagesOf(texts: readonly string[]): PageText[] {
  return texts.map((text, index) => {
    const lines = text.split('\n');
    return { number: index + 1, lines, textLength: lines.join('').trim().length };
  });
}

/** Each part as "first-last type", the type read from the part's pages alone. */
function partsOf(texts: readonly string[]): string[] {
  return splitIntoParts(pagesOf(texts)).map(
    ({ first, last, pages }) =>
      `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', pages)).type}`,
  );
}

describe('splitIntoParts', () => {
  it('splits a bundle of certificates of different issuers, one page each', () => {
    expect(partsOf([TGR_PAGE, SII_PAGE, NO_MARRIAGE_PAGE('ROSA ELENA PAREDES VIDAL', '500123456')])).toEqual([
      '1-1 deuda_tgr',
      '2-2 avaluo_fiscal',
      '3-3 no_matrimonio',
    ]);
  });

  it('splits a whole dossier: numbered inscription, deed, GP, certificates', () => {
    expect(partsOf([...INSCRIPTION_PAGES, ...DEED_PAGES, ...GP_PAGES, TGR_PAGE, SII_PAGE])).toEqual([
      '1-3 dominio_vigente',
      '4-6 escritura',
      '7-8 gp',
      '9-9 deuda_tgr',
      '10-10 avaluo_fiscal',
    ]);
  });

  it('keeps the pages a "Hoja 1 de 3" announces together, even one opening on a margin heading', () => {
    expect(partsOf(INSCRIPTION_PAGES)).toEqual(['1-3 dominio_vigente']);
  });

  it('keeps a genuinely single document whole: continuation pages carry no new title', () => {
    expect(partsOf(DEED_PAGES)).toEqual(['1-3 escritura']);
  });

  it('keeps pages repeating a verification code together, whatever their headings', () => {
    expect(partsOf(GP_PAGES)).toEqual(['1-2 gp']);
  });

  it('keeps a copy and the page certifying its inscription in force together', () => {
    expect(partsOf(COPY_WITH_CERTIFICATION)).toEqual(['1-2 dominio_vigente']);
  });

  it('splits two certificates of the same type, and a blank separator page belongs to neither', () => {
    const wife = NO_MARRIAGE_PAGE('ROSA ELENA PAREDES VIDAL', '500123456');
    const husband = NO_MARRIAGE_PAGE('MARIO JESÚS ARAYA SOTO', '500123999');
    expect(partsOf([wife, husband])).toEqual(['1-1 no_matrimonio', '2-2 no_matrimonio']);
    expect(partsOf([TGR_PAGE, BLANK_PAGE, wife, BLANK_PAGE, husband])).toEqual([
      '1-1 deuda_tgr',
      '3-3 no_matrimonio',
      '5-5 no_matrimonio',
    ]);
  });

  it('starts a new document where a "Página 1 de 1" ended the one before, unless its pages read as no type', () => {
    const annex = 'Anexo: plano de ubicación del inmueble\nEscala 1:500';
    expect(partsOf([TGR_PAGE, annex])).toEqual(['1-2 deuda_tgr']);
    expect(partsOf([TGR_PAGE, SII_PAGE])).toEqual(['1-1 deuda_tgr', '2-2 avaluo_fiscal']);
  });

  it('names the pages of the file: a part keeps the page numbers it had in it', () => {
    const [, second] = splitIntoParts(pagesOf([TGR_PAGE, SII_PAGE]));
    expect(second?.pages.map((page) => page.number)).toEqual([2]);
  });
});

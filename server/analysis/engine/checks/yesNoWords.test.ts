import { describe, expect, it } from 'vitest';
import {
  unansweredQuestion,
  labelAnsweredNo,
  yesAmongDenials,
  yesBesideGarbledMark,
  yesFromHeaderRow,
  yesWithoutWords,
} from './yesNoWords';

describe('yesAmongDenials', () => {
  it('finds a "sí" read where the words deny the affectation', () => {
    expect(yesAmongDenials(true, 'el inmueble no se encuentra afecto a expropiación del Servicio')).toBe(
      true,
    );
    expect(yesAmongDenials(true, 'CON AFECTACIÓN   SIN AFECTACIÓN   Expropiación  ##')).toBe(true);
    expect(yesAmongDenials(true, 'Apertura de calle: NO AFECTA')).toBe(true);
    expect(yesAmongDenials(true, 'Situación SERVIU: NOAFECTO a programas')).toBe(true);
  });

  it('leaves a "sí" among affirmative words, and every "no"', () => {
    expect(yesAmongDenials(true, 'el inmueble se encuentra afecto a expropiación por ensanche')).toBe(false);
    expect(yesAmongDenials(true, 'Apertura de calle: AFECTA a la faja norte')).toBe(false);
    expect(yesAmongDenials(false, 'el inmueble no se encuentra afecto a expropiación')).toBe(false);
  });
});

describe('unansweredQuestion', () => {
  it('finds a question or label about the affectation left without an answer', () => {
    expect(unansweredQuestion('¿Se encuentra afecto a declaratoria de utilidad pública? Folio 2231')).toBe(
      true,
    );
    expect(unansweredQuestion('Expropiación Serviu ........ Programa habitacional ....')).toBe(true);
    expect(unansweredQuestion('AFECTACIÓN POR PARQUE:   Código de verificación 4471')).toBe(true);
    expect(unansweredQuestion('Resultado: Obras de expropiación del Servicio Planes viales ..')).toBe(true);
    expect(unansweredQuestion('Afecto a plaza o parque Alcance de la afectación: [X] solo terreno')).toBe(
      true,
    );
  });

  it('accepts a question answered after it, or by a box before it', () => {
    expect(unansweredQuestion('Afecto a expropiación: SÍ')).toBe(false);
    expect(unansweredQuestion('Afectación vial .......... no')).toBe(false);
    expect(unansweredQuestion('Marque: [X] Afecto a ensanche de vía: Av. Colón')).toBe(false);
    expect(unansweredQuestion('Zona A Afecto a ensanche [ ] Afecto a apertura de vía: Av. Colón')).toBe(
      false,
    );
    expect(unansweredQuestion('el predio se encuentra afecto a ensanche de la Av. Colón.')).toBe(false);
    expect(unansweredQuestion('Vialidad  X  Faja afecta: 4,20 metros')).toBe(false);
  });
});

describe('yesFromHeaderRow', () => {
  it('finds a "sí" that is the name of a table’s column', () => {
    expect(yesFromHeaderRow('Tipo de afectación   Sí   No   Observaciones   Vialidad')).toBe(true);
    expect(yesFromHeaderRow('Concepto   SI   Detalle')).toBe(true);
    expect(yesFromHeaderRow('Rol: 301-4 SÍ Afecta a expropiación por obras del Servicio Afecta a')).toBe(
      true,
    );
    expect(yesFromHeaderRow('Rol: 301-4 Sí No Afectado por expropiación MINVU Afectado por vialidad')).toBe(
      true,
    );
    expect(yesFromHeaderRow('SÍ NO Afecto a expropiación SERVIU X Afecto a programa vial')).toBe(false);
  });

  it('finds a "sí" that follows the heading of the questions column', () => {
    expect(yesFromHeaderRow('Rol: 77-3 CONSULTA sI ¿Está el inmueble afecto a expropiación?')).toBe(true);
    expect(yesFromHeaderRow('PREGUNTA   SÍ   NO   Queda afecto a ensanche de vía')).toBe(true);
    expect(yesFromHeaderRow('Materia Si Se halla incluido en un programa de vialidad')).toBe(true);
  });

  it('leaves a "sí" answering a row', () => {
    expect(yesFromHeaderRow('Apertura de vía   SÍ   faja de 8 m')).toBe(false);
    expect(yesFromHeaderRow('CONSULTA SÍ NO Se encuentra afecto a expropiación X')).toBe(false);
    expect(yesFromHeaderRow('Consulta: sí, el inmueble queda afecto a ensanche')).toBe(false);
    expect(yesFromHeaderRow('Respecto de la consulta, sí se encuentra afecto a expropiación')).toBe(false);
  });
});

describe('yesWithoutWords', () => {
  it('finds a "sí" read from words that cannot say it', () => {
    expect(yesWithoutWords('Áreas verdes y parques   Firma del Director de Obras')).toBe(true);
  });

  it('accepts a "sí" with an answer, a mark or a statement beside it', () => {
    expect(yesWithoutWords('Áreas verdes   X')).toBe(false);
    expect(yesWithoutWords('Parques: sí')).toBe(false);
    expect(yesWithoutWords('el lote queda afecto a parque comunal')).toBe(false);
  });
});

describe('yesBesideGarbledMark', () => {
  it('finds a row whose mark OCR garbled into neither a mark nor a word', () => {
    expect(yesBesideGarbledMark('Ensanche vial NO Área verde xX Afectación parcial del predio')).toBe(true);
    expect(yesBesideGarbledMark('Expropiación por parque X1 Código de verificación 77')).toBe(true);
  });

  it('leaves clean marks, boxes and words with an x', () => {
    expect(yesBesideGarbledMark('Área verde   X   Afectación parcial del predio')).toBe(false);
    expect(yesBesideGarbledMark('Afecto a parque: [X] sí  [ ] no')).toBe(false);
    expect(yesBesideGarbledMark('Avenida Xalapa 120, expropiación por ensanche')).toBe(false);
  });
});

describe('labelAnsweredNo', () => {
  it('finds a label about the affectation answered by a bare "NO"', () => {
    expect(labelAnsweredNo('Comuna Temuco Afecto a expropiación SERVIU NO KAE E0S Código')).toBe(true);
    expect(labelAnsweredNo('Afectación por parque: NO Detalle: —')).toBe(true);
  });

  it('leaves a label answered by a mark or a "sí", and header rows', () => {
    expect(labelAnsweredNo('Afecto a expropiación SERVIU [X] NO')).toBe(false);
    expect(labelAnsweredNo('Afecto a expropiación SÍ NO Observaciones')).toBe(false);
    expect(labelAnsweredNo('Afecto a expropiación por ensanche de calle Prat, normal')).toBe(false);
  });
});

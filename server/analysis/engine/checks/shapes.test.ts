import { describe, expect, it } from 'vitest';
import {
  actionCutBeforeCondition,
  addressCut,
  badAction,
  badAddress,
  badCode,
  dateOfAnotherEvent,
  selfCheckingCode,
  wordsNotInSnippet,
  badCreditor,
  badDescription,
  badIssueDate,
  badLength,
  badName,
  cutFragment,
  gluedWords,
  holdsLabel,
  kindFromBody,
  misspeltNumberWord,
  numeroWithoutNumber,
} from './shapes';

describe('badName', () => {
  it('accepts names as inscriptions and certificates print them', () => {
    expect(badName('PATRICIO ESTEBAN MUÑOZ-TAPIA FERRADA', ', chileno, cédula')).toBe(false);
    expect(badName('RIQUELME VERGARA MARCELO ANTONIO', ' DIRECCION PJE LOS')).toBe(false);
    expect(badName('INMOBILIARIA COSTA ALTA SPA', ', rol único tributario')).toBe(false);
    expect(badName('Gloria Inés Sepúlveda Rojas')).toBe(false);
    expect(badName('TERESA AMALIA QUINTANA ROSS', ' RUN: 10.118.204-5')).toBe(false);
    expect(badName('AGRÍCOLA LOS MAITENES DEL MAULE SpA', ', RUT 77.410.002-3')).toBe(false);
    expect(badName('QUINTANA ROSS TERESA AMALIA', ' GRAVÁMENES E HIPOTECAS: no registra')).toBe(false);
    expect(badName('MARTA ROSA VERA', '", de este domicilio')).toBe(false);
  });

  it('doubts a name followed by a stray mark glued to letters, its surnames garbled', () => {
    expect(badName('JOSÉ DEL CARMEN', " 'Ul, de este domicilio")).toBe(true);
    expect(badName('MARÍA DE LOS ÁNGELES', ' ‘Fu, chilena')).toBe(true);
  });

  it('doubts a name cut at a line break, or ending in a hyphen', () => {
    expect(badName('LUIS ALBERTO HUENCHUMÁN', ' PAILLALEF, R.U.T. 12.9')).toBe(true);
    expect(badName('MARCELO ANTONIO RIQUEL-')).toBe(true);
  });

  it('doubts registry words, clauses, numbers or a lone word read as a name', () => {
    expect(badName('ANDREA VALENTINA CORTÉS LEIVA HIPOTECAS')).toBe(true);
    expect(badName('REGLAMENTO DE COPROPIEDAD')).toBe(true);
    expect(badName('de gravar y enajenar')).toBe(true);
    expect(badName('JUAN PÉREZ 2019')).toBe(true);
    expect(badName('ROJAS')).toBe(true);
    expect(badName('JoryeAndrés Olate Cistemas')).toBe(true);
    expect(badName('TERESA AMALIA QuINTANA SpA')).toBe(true);
  });

  it('doubts a name led by the title deed it came by, read from a margin note', () => {
    expect(badName('DONACIÓN RAMÍREZ SOTO LUCÍA', ', rut')).toBe(true);
    expect(badName('Compraventa Agrícola Los Olmos Limitada')).toBe(true);
    expect(badName('ADJUDICACIÓN PEDRO LEIVA ORTIZ')).toBe(true);
  });

  it('doubts a name whose sentence runs on with no word that may follow a name', () => {
    expect(badName('ARTURO ROLANDO CÁCERES MIRAND', ' este domicilio, según escritura')).toBe(true);
    expect(badName('ARTURO ROLANDO CÁCERES MIRANDA', ' según escritura de 2 de mayo')).toBe(false);
    expect(badName('ARTURO ROLANDO CÁCERES MIRANDA', ', este domicilio')).toBe(false);
  });

  it('doubts a short word ending as no Spanish word does, a surname OCR cut', () => {
    expect(badName('MANUEL JESÚS SOT YES', ', domiciliado en')).toBe(true);
    expect(badName('MANUEL JESÚS PAZ REY', ', domiciliado en')).toBe(false);
    expect(badName('RODRIGO ANDRÉS FELIP', ', domiciliado en')).toBe(true);
    expect(badName('RODRIGO ANDRÉS FELIPE', ', domiciliado en')).toBe(false);
    expect(badName('ZVONIMIR YAKSIC KUSCEVIC', ', domiciliado en')).toBe(false);
    expect(badName('SOLAR MENA CLAUDIA ALEJANDR', ' Revisados los índices')).toBe(true);
    expect(badName('PEDR IGNACIO ROJAS TAPIA', ', domiciliado en')).toBe(true);
    expect(badName('SOLAR MENA CLAUDIA ALEJANDRA', ' Revisados los índices')).toBe(false);
    expect(badName('ISABEL ABRIL MONTT', ', domiciliado en')).toBe(false);
  });

  it('doubts a name whose words were read twice over, not a surname both parents share', () => {
    expect(badName('ROSA ROSA ELENA ELENA VIDAL PAZ', ', domiciliada en')).toBe(true);
    expect(badName('ROSA ELENA VIDAL VIDAL', ', domiciliada en')).toBe(false);
  });

  it('doubts a stamp or signature block read as a party', () => {
    expect(badName('SELLO CBR LAUTARO DOCUMENTO CON FIRMA ELECTRÓNICA')).toBe(true);
    expect(badName('TIMBRE NOTARIO PÚBLICO')).toBe(true);
  });

  it('doubts a lone letter OCR made of a speck, not an initial nor a joining "y"', () => {
    expect(badName('Ñ SOTO PARRA LUISA ELENA')).toBe(true);
    expect(badName('Rosa B Amelia Tapia Lagos')).toBe(true);
    expect(badName('ROSA B. TAPIA LAGOS')).toBe(false);
    expect(badName('TOMÁS PARDO Y ALDUNATE')).toBe(false);
  });
});

describe('badCreditor and badAction', () => {
  it('accepts a bank and a prohibition’s action', () => {
    expect(badCreditor('Banco de Crédito e Inversiones')).toBe(false);
    expect(badAction('de gravar y enajenar')).toBe(false);
  });

  it('doubts a creditor read as a preposition, with a date glued on, or with the next column’s words', () => {
    expect(badCreditor('de')).toBe(true);
    expect(badCreditor('Banco Santander-Chile 12/03/2019')).toBe(true);
    expect(badCreditor('Banco Estado inscrita a fojas 311')).toBe(true);
  });

  it('doubts a creditor with the connector before it, a unit or a speck after it, or a stamp', () => {
    expect(badCreditor('de BANCO ITAÚ CHILE')).toBe(true);
    expect(badCreditor('dé COOPERATIVA CAPUAL LIMITADA')).toBe(true);
    expect(badCreditor('BANCO BICE S.A. UF')).toBe(true);
    expect(badCreditor('COOPERATIVA CAPUAL LIMITADA Il')).toBe(true);
    expect(badCreditor('TIMBRE ELECTRÓNICO CBR')).toBe(true);
    expect(badCreditor('BANCO BICE S.A.')).toBe(false);
    expect(badCreditor('Banco Bice S. A.')).toBe(false);
    expect(badCreditor('de la Fuente Soto Ana')).toBe(false);
    expect(badCreditor('FISCO DE CHILE')).toBe(false);
  });

  it('doubts an action that is the words about a court', () => {
    expect(badAction('decretado por el 2º Juzgado Civil de Viña del Mar, causa rol C-1893-2024')).toBe(true);
    // An embargo's court and case is kept doubtful: the corpora disagree on whether it is its action.
    expect(badAction('Tercer Juzgado Civil de Temuco, causa Rol C-4410-2023')).toBe(true);
  });
});

describe('badAddress', () => {
  it('accepts a street and number, or a named lot', () => {
    expect(badAddress('calle Los Aromos número 1290, comuna de Machalí')).toBe(false);
    expect(badAddress('PJE LAS GAVIOTAS 77')).toBe(false);
    expect(badAddress('Parcela El Roble, sector Los Maitenes')).toBe(false);
  });

  it('accepts a rural sector with its comuna, as a party’s domicile is given in the country', () => {
    expect(badAddress('sector Quilmo Alto, comuna de Chillán Viejo')).toBe(false);
    expect(badAddress('Quilmo Alto, comuna de Chillán Viejo')).toBe(true);
  });

  it('doubts a fragment, a bare comuna for the current property or OCR debris', () => {
    expect(badAddress('este,')).toBe(true);
    expect(badAddress('Santiago')).toBe(true);
    expect(badAddress('pasaje Los C ihue$ número 8841')).toBe(true);
    expect(badAddress('avenida Ossa número2310, depto 5B')).toBe(true);
  });

  it('accepts numbers beside letters as addresses write them', () => {
    expect(badAddress('avenida Ossa Nº 2310, depto 5B')).toBe(false);
    expect(badAddress('Pasaje 3, casa 14-A')).toBe(false);
  });

  it('accepts a bare comuna where older inscriptions give one', () => {
    expect(badAddress('Santiago', false)).toBe(false);
    expect(badAddress('este,', false)).toBe(true);
  });
});

describe('badLength', () => {
  it('accepts a boundary’s length in figures and doubts words left unconverted', () => {
    expect(badLength('12,40 metros')).toBe(false);
    expect(badLength('1.250 metros')).toBe(false);
    expect(badLength('dieciocho a veinte metros')).toBe(true);
  });
});

describe('badDescription', () => {
  it('doubts a description that starts at the sentence’s article', () => {
    expect(badDescription('departamento número mil doscientos tres del duodécimo piso')).toBe(false);
    expect(badDescription('la casa y sitio ubicados en calle Los Aromos')).toBe(true);
  });

  it('doubts a description that ran on into the deslindes, a worn copy’s "que deslinda" lost', () => {
    expect(
      badDescription(
        'Hijuela tres del fundo El Peral, plano número 40, NORTE, en cien metros con Hijuela dos',
      ),
    ).toBe(true);
    expect(badDescription('lote dos, SUR: 45,5 mts. con camino vecinal')).toBe(true);
    expect(badDescription('lote ubicado al norte del camino a Lonquén, comuna de Talagante')).toBe(false);
  });
});

describe('badCode', () => {
  it('holds TGR codes to their format', () => {
    expect(badCode('001SD202510155544019', 'tgr')).toBe(false);
    expect(badCode('001SD20251015554401', 'tgr')).toBe(true);
  });

  it('doubts a stray character glued to a code of equal groups, or mixed case', () => {
    expect(badCode('4c6d-2f27-f6f8-f528', 'other')).toBe(false);
    expect(badCode('4c6d-2f27-f6f8-f528a', 'other')).toBe(true);
    expect(badCode('HLQNNP7s', 'other')).toBe(true);
    expect(badCode('PM 4471-2298-0036', 'other')).toBe(false);
  });

  it('accepts letter prefixes before a number, whatever its length, but not a stray digit in a number', () => {
    expect(badCode('DOM-OBR-2210', 'other')).toBe(false);
    expect(badCode('MV-LR-118', 'other')).toBe(false);
    expect(badCode('2210-4471-90317', 'other')).toBe(true);
  });
});

describe('selfCheckingCode', () => {
  it('trusts digit groups with short letter affixes, and the TGR format', () => {
    expect(selfCheckingCode('RCG-77310-KQ', 'other')).toBe(true);
    expect(selfCheckingCode('PM 4471-2298-0036', 'other')).toBe(true);
    expect(selfCheckingCode('0009450048', 'other')).toBe(true);
    expect(selfCheckingCode('001SD202510155544019', 'tgr')).toBe(true);
  });

  it('leaves to OCR a random mix of letters and digits, and a structure a confusion broke', () => {
    expect(selfCheckingCode('S6R2KD81QW', 'other')).toBe(false);
    expect(selfCheckingCode('PMT3307AB', 'other')).toBe(false);
    expect(selfCheckingCode('VM-2025-1188A2', 'other')).toBe(false);
    expect(selfCheckingCode('KQZXRT', 'other')).toBe(false);
    expect(selfCheckingCode('001SD2025101555440I9', 'tgr')).toBe(false);
  });
});

describe('badIssueDate', () => {
  const today = new Date('2025-10-20T12:00:00Z');
  it('doubts an issue date in the future or not after the inscription it certifies', () => {
    expect(badIssueDate('2025-10-14', today, '2020-07-16')).toBe(false);
    expect(badIssueDate('2025-11-02', today, null)).toBe(true);
    expect(badIssueDate('2020-07-16', today, '2020-07-16')).toBe(true);
  });
});

describe('dateOfAnotherEvent', () => {
  it('finds an issue date read after the label of another date of the document', () => {
    expect(
      dateOfAnotherEvent('2019-09-09', 'Nro 1021 de 2019 Fecha Inscripción: 09/09/2019 Registro de'),
    ).toBe(true);
    expect(dateOfAnotherEvent('2009-01-17', '1981 FECHA CELEBRACIÓN : 17 Enero 2009 A LAS 12:30')).toBe(true);
  });

  it('finds an issue date read from the citation of a law or court agreement', () => {
    expect(
      dateOfAnotherEvent('2006-10-13', 'firma electrónica (Ley 19.799) y AA de 13/10/2006 de la Corte'),
    ).toBe(true);
    expect(dateOfAnotherEvent('2002-03-25', 'conforme al Decreto N° 81 de fecha 25-03-2002. Valide en')).toBe(
      true,
    );
    expect(dateOfAnotherEvent('2025-06-02', 'Ley 19.799. Puerto Montt, 2 de junio de 2025. Folio')).toBe(
      false,
    );
  });

  it('leaves an issue date printed as such, or found nowhere in the snippet', () => {
    expect(dateOfAnotherEvent('2025-11-24', 'Raíces de Quillota , 24 Noviembre de 2025 Certificado')).toBe(
      false,
    );
    expect(dateOfAnotherEvent('2025-08-18', 'Fecha emisión: 18-08-2025. Fecha inscripción: 02/03/2010')).toBe(
      false,
    );
    expect(dateOfAnotherEvent('2025-08-18', 'Fecha Inscripción: 09/09/2019')).toBe(false);
  });
});

describe('addressCut', () => {
  it('doubts an address printed with its población or unit after the number it stops at', () => {
    expect(
      addressCut('pasaje Los Robles 45', 'corresponde a: Pasaje Los Robles 45, Villa El Bosque, de'),
    ).toBe(true);
    expect(addressCut('calle Freire 318', 'Calle Freire Nº 318, población Santa Teresita')).toBe(true);
  });

  it('doubts an address cut before an abbreviated housing estate, block or barrio', () => {
    expect(addressCut('Los Aromos 1180', 'DOMICILIO: LOS AROMOS 1180, CONJ. HAB. EL MIRADOR ROL: 5')).toBe(
      true,
    );
    expect(addressCut('Lautaro 44', 'ubicado en Lautaro 44, Pobl. Arturo Prat, comuna')).toBe(true);
    expect(addressCut('Maipú 71', 'en Maipú 71, Barrio Estación, Rol 12-3')).toBe(true);
    expect(addressCut('Maipú 71', 'en Maipú 71, comuna de Chillán')).toBe(false);
  });

  it('doubts an address cut before a unit whose number OCR glued to its word', () => {
    expect(addressCut('Av. Prat 905', 'Ubicación: Av. Prat 905, Oficina12 Comuna: Temuco')).toBe(true);
    expect(addressCut('calle Baquedano 77', 'inmueble de calle Baquedano 77, Bodega3, Rol')).toBe(true);
    expect(addressCut('calle Baquedano 77', 'inmueble de calle Baquedano 77, Localidad de Pelarco')).toBe(
      false,
    );
  });

  it('leaves an address followed by its comuna or by the sentence', () => {
    expect(
      addressCut('Avenida Libertad 1460, departamento 1203', 'Libertad 1460, departamento 1203, comuna'),
    ).toBe(false);
    expect(addressCut('calle Freire 318', 'domiciliada en calle Freire número 318, comuna de Quillota')).toBe(
      false,
    );
  });
});

describe('wordsNotInSnippet', () => {
  it('finds a value cited by words that do not hold it', () => {
    expect(wordsNotInSnippet('calle Freire 318', 'Inscripción: Fs.1402 Nro 1288 de 2019, Registro')).toBe(
      true,
    );
  });

  it('accepts a value whose words are printed in its snippet, however spelt', () => {
    expect(wordsNotInSnippet('calle Freire 318', 'Ubicación: CALLE FREIRE Nº 318')).toBe(false);
    expect(wordsNotInSnippet('José Muñoz', 'don JOSE MUNOZ, chileno')).toBe(false);
  });
});

describe('cutFragment', () => {
  it('doubts a value ending in a word that leads to another', () => {
    expect(cutFragment('REGLAMENTO DE', 'GRAVÁMENES 1. REGLAMENTO DE COPROPIEDADa fs. 880')).toBe(true);
    expect(
      cutFragment('REGLAMENTO DE COPROPIEDAD', 'GRAVÁMENES 1. REGLAMENTO DE COPROPIEDAD a fs. 880'),
    ).toBe(false);
  });

  it('doubts a label’s words read as the value, unless the value is a heading', () => {
    expect(cutFragment('del bien ralz', 'PJE LOS COPIHUES 8841 Destino del bien ralz: HABITACIONAL')).toBe(
      true,
    );
    expect(cutFragment('HABITACIONAL', 'Destino del bien raíz: HABITACIONAL AVALÚO TOTAL: $88.561')).toBe(
      false,
    );
    expect(cutFragment('HIPOTECA', '2) HIPOTECA : a Fs. 47811 Nro. 52207', true)).toBe(false);
  });
});

describe('gluedWords', () => {
  it('finds a lower-case letter glued to a capital in prose', () => {
    expect(gluedWords('sitio número nueve de la manzanaF del plano')).toBe(true);
    expect(gluedWords('sitio número nueve de la manzana F del plano')).toBe(false);
  });
});

describe('misspeltNumberWord', () => {
  it('doubts a number word with one letter OCR changed, dropped or added', () => {
    expect(misspeltNumberWord('sitio número dieciseís y lote vejnte')).toBe(true);
    expect(misspeltNumberWord('lote cuarenta y trcs, parcela quincc')).toBe(true);
    expect(misspeltNumberWord('departamento ochocentos dos')).toBe(true);
  });

  it('accepts number words in either gender and the Spanish words one letter from one', () => {
    expect(misspeltNumberWord('lote veintitrés de la manzana cuatro')).toBe(false);
    expect(misspeltNumberWord('PRIMERA HIPOTECA, doscientas acciones')).toBe(false);
    expect(misspeltNumberWord('Villa Nueva, sector cierto')).toBe(false);
    expect(misspeltNumberWord('calle Los Quillayes 1450')).toBe(false);
  });
});

describe('kindFromBody', () => {
  it('doubts a lien kind printed only in lower case inside its entry', () => {
    expect(kindFromBody('DEMANDA', '4) L1T1G1O: fs. 88 N° 41 año 2024 demanda ejecutiva de cobro')).toBe(
      true,
    );
    expect(kindFromBody('EMBARGO', 'a fojas 12 N° 9, trabado el embargo por el 2° Juzgado')).toBe(true);
  });

  it('accepts a kind printed as the entry’s heading', () => {
    expect(kindFromBody('HIPOTECA', '2) HIPOTECA a fojas 12 N° 9 a favor de')).toBe(false);
    expect(kindFromBody('PROHIBICION', 'Prohibición inscrita a fojas 14 número 10')).toBe(false);
    expect(kindFromBody('SERVIDUMBRE', 'fojas 3 N° 2 de 2019. b) SERVIDUMBRE de paso')).toBe(false);
  });
});

describe('holdsLabel', () => {
  it('doubts a value running on into the next label', () => {
    expect(holdsLabel('Av. Los Pinos proyectada Folio: 2231')).toBe(true);
    expect(holdsLabel('Ensanche Fecha : 12-03-2025')).toBe(true);
  });

  it('accepts phrases without a label', () => {
    expect(holdsLabel('Avenida Costanera, ensanche a 30 metros')).toBe(false);
    expect(holdsLabel('pasaje Los Robles 455, depto. 12')).toBe(false);
  });
});

describe('actionCutBeforeCondition', () => {
  it('doubts an action printed on with the condition that qualifies it', () => {
    expect(
      actionCutBeforeCondition('de no enajenar', ', de no enajenar sin autorización escrita del banco'),
    ).toBe(true);
    expect(actionCutBeforeCondition('de gravar', 'obligándose a no gravar, de gravar salvo acuerdo')).toBe(
      true,
    );
  });

  it('accepts an action followed by its beneficiary or the end of its sentence', () => {
    expect(
      actionCutBeforeCondition('de gravar y enajenar', 'de gravar y enajenar en favor del mismo banco.'),
    ).toBe(false);
    expect(
      actionCutBeforeCondition('de no enajenar sin autorización', 'de no enajenar sin autorización.'),
    ).toBe(false);
  });
});

describe('numeroWithoutNumber', () => {
  it('doubts an address whose "número" a cut left without its number', () => {
    expect(numeroWithoutNumber('Parcela número cato sector Los Litres, comuna de Ovalle')).toBe(true);
    expect(numeroWithoutNumber('calle Baquedano número seiscient, comuna de Vallenar')).toBe(true);
    expect(numeroWithoutNumber('Parcela número catorce, sector Los Litres')).toBe(false);
    expect(numeroWithoutNumber('calle Baquedano número 1.204, departamento número veintiuna')).toBe(false);
    expect(numeroWithoutNumber('pasaje Las Rosas sin número, comuna de Vallenar')).toBe(false);
  });
});

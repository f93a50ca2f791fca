import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../classify';
import { documentFromPages } from '../../../../tests/support/engineDocuments';

/*
 * Contrastive pairs: for each pair of types the classifier used to confuse, two documents written
 * for the test that share most of their vocabulary and differ in what makes each one its type.
 */
const classify = (text: string) => classifyDocument(documentFromPages('doc.pdf', [text]));

const PAIRS: { pair: string; cases: [string, string, string][] }[] = [
  {
    pair: 'escritura / título anterior',
    cases: [
      [
        'a notarial copy of a sale deed that quotes the seller’s inscription and its previous title',
        'escritura',
        `REP. N° 3.318-2016
COMPRAVENTA
SOCIEDAD AGRÍCOLA EL ROBLE LIMITADA
-A-
MARCELA PAZ IBÁÑEZ SOTO
En Los Ángeles, República de Chile, a nueve de agosto de dos mil dieciséis, ante mí, JORGE LUIS
SEPÚLVEDA ARAYA, Notario Público de Los Ángeles, comparecen: la sociedad AGRÍCOLA EL ROBLE LIMITADA,
representada por don Tomás Riquelme Vidal, y doña MARCELA PAZ IBÁÑEZ SOTO, soltera, cédula nacional
de identidad número 16.720.489-9; los comparecientes exponen:
PRIMERO: La sociedad es dueña del lote número 12 del plano de subdivisión, que deslinda: NORTE, con
lote 11; SUR, con camino público. Su título está inscrito a fojas 2.114 número 1.780 del Registro de
Propiedad del Conservador de Bienes Raíces de Los Ángeles del año 2009, y la inscripción anterior a
fojas 801 número 640 del año 1998.
SEGUNDO: Por este acto la sociedad vende y transfiere a doña Marcela Paz Ibáñez Soto el inmueble.
TERCERO: El precio es la suma de $ 42.000.000 que se paga al contado.
Conforme con su original. Doy fe.`,
      ],
      [
        'a CBR copy of an old inscription that names the deed and the notary behind it',
        'titulo_anterior',
        `CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES
Fojas 2114                                                    N° 1780
COMPRAVENTA
AGRÍCOLA EL ROBLE LTDA.
Los Ángeles, catorce de octubre de dos mil nueve.- La sociedad AGRÍCOLA EL ROBLE LIMITADA, de este
domicilio, es dueña del lote número 12 del plano de subdivisión, que deslinda: NORTE, con lote 11; SUR,
con camino público.- Lo adquirió por compra a don Hernán Vidal Mora, según escritura pública de fecha
dos de octubre de dos mil nueve otorgada en la Notaría de don Jorge Sepúlveda Araya.- El título anterior
está a fojas 801 número 640 del año 1998.- Requirente: Tomás Riquelme.
Al margen: Cancelada por transferencia a fojas 3.010 número 2.455 del año 2016.
Certifico que la presente copia está conforme con su original.`,
      ],
    ],
  },
  {
    pair: 'no matrimonio / matrimonio',
    cases: [
      [
        'a search result that says no marriages are registered, with birth data',
        'no_matrimonio',
        `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
Búsqueda de inscripciones de matrimonio
Nombre: RODRIGO ESTEBAN CÁCERES LAGOS
RUN: 18.234.670-5
Fecha de nacimiento: 3 Abril 1992
Resultado: no se registran matrimonios inscritos a nombre de la persona consultada.
Fecha de emisión: 2 Junio 2025`,
      ],
      [
        'a marriage search with a negative result in the plural',
        'no_matrimonio',
        `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
Certificado de búsqueda de matrimonio
Nombre buscado: ROCÍO BELÉN ASTUDILLO PAZ
RUN: 21.045.876-K
Resultado: NEGATIVO. No existen inscripciones de matrimonio a nombre de la persona indicada.
Fecha: 12/06/2025`,
      ],
      [
        'a marriage certificate whose subinscription column is empty',
        'matrimonio',
        `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO
Circunscripción: LOS ÁNGELES   Inscripción N° 512   Año 2014
Marido: RODRIGO ESTEBAN CÁCERES LAGOS, RUN 18.234.670-5
Mujer: DANIELA ANDREA PINO RUIZ, RUN 15.987.341-2
Fecha de celebración: 11 Octubre 2014
Subinscripciones: no registra.
Fecha de emisión: 2 Junio 2025`,
      ],
    ],
  },
  {
    pair: 'GP / deuda TGR',
    cases: [
      [
        'a GP of an office that signs as "C.B.R." and lists an embargo for unpaid contributions',
        'gp',
        `C.B.R. LOS ÁNGELES
CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES
Revisado el Registro de Hipotecas y Gravámenes por treinta años, respecto de la propiedad inscrita a
fojas 2114 número 1780 del año 2009, rol de avalúo 345-12, figura lo siguiente:
1.- EMBARGO a fs. 611 N° 574 del año 2024, decretado en juicio ejecutivo de cobro de contribuciones
seguido por el Servicio de Tesorerías, deuda de $ 1.240.000.
Los Ángeles, 4 de junio de 2025. Derechos $ 6.600.-`,
      ],
      [
        'a TGR certificate that names the CBR only to say the debt is not an inscribed lien',
        'deuda_tgr',
        `SERVICIO DE TESORERÍAS
Certificado de Deuda
Contribuyente: IBAÑEZ SOTO MARCELA PAZ
Rol: 18-00345-012    Comuna: LOS ANGELES
Total Deuda Morosa (CLP) 1,240,000
Fecha de Emisión del Certificado: 04-06-2025
Este certificado no reemplaza los certificados de gravámenes del Conservador de Bienes Raíces.`,
      ],
    ],
  },
  {
    pair: 'dominio vigente / GP',
    cases: [
      [
        'a dominio vigente whose margin lists mortgages and a prohibition',
        'dominio_vigente',
        `CONSERVADOR DE BIENES RAÍCES DE PUERTO VARAS
INSCRIPCIÓN DE DOMINIO CON CERTIFICADO DE VIGENCIA
Fojas 1.502 N° 1.247 año 2016.- Puerto Varas, dos de mayo de dos mil dieciséis.- Doña DANIELA ANDREA
PINO RUIZ es dueña de la casa de calle Los Colonos 410, que deslinda: NORTE, con lote 3.- La adquirió
por compra a don Luis Vera.- El título anterior está a fojas 900 número 711 del año 2004.
Notas marginales: Hipoteca a fs. 1.503 N° 1.248 de 2016 a favor del Banco del Estado de Chile.
Prohibición a fs. 1.100 N° 980 de 2016 a favor del mismo banco.
Certifico que la inscripción precedente se encuentra vigente. Puerto Varas, 3 de junio de 2025.`,
      ],
      [
        'a GP that repeats the owner’s inscription and says its title is in force',
        'gp',
        `CONSERVADOR DE BIENES RAÍCES DE PUERTO VARAS
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Respecto del inmueble inscrito a fojas 1.502 N° 1.247 del Registro de Propiedad del año 2016, cuya
inscripción se encuentra vigente, certifico que revisados los índices por treinta años figuran:
HIPOTECA a fs. 1.503 N° 1.248 de 2016 a favor del Banco del Estado de Chile.
PROHIBICIÓN a fs. 1.100 N° 980 de 2016 a favor del mismo banco.
Puerto Varas, 3 de junio de 2025.`,
      ],
    ],
  },
  {
    pair: 'título anterior / dominio vigente',
    cases: [
      [
        'a copy titled "con nota de vigencia" whose certification follows the inscription',
        'dominio_vigente',
        `CONSERVADOR DE BIENES RAÍCES DE VALDIVIA
COPIA DE INSCRIPCIÓN CON NOTA DE VIGENCIA
N° 905                                                     Fojas 1.377 vta.
Valdivia, once de marzo de dos mil veinte.- Don ESTEBAN JOSÉ LLANOS MORA, casado, es dueño del sitio
número siete de la población Los Robles, que deslinda: NORTE, con sitio seis; SUR, con calle Picarte.
Lo adquirió por compra a don Ramón Soto Ulloa según escritura de 2 de marzo de 2020 ante el Notario
de Valdivia don Hugo Parra.- El título anterior está a fojas 611 número 480 del año 2008.
Hoja 1 de 2
Certifico que la inscripción que antecede está conforme con su original y se encuentra vigente.
Valdivia, 9 de julio de 2025.`,
      ],
      [
        'a plain copy of the same kind of inscription, certified faithful and nothing more',
        'titulo_anterior',
        `CONSERVADOR DE BIENES RAÍCES DE VALDIVIA
COPIA DE INSCRIPCIÓN
N° 480                                                     Fojas 611
Valdivia, veinte de mayo de dos mil ocho.- Don RAMÓN SOTO ULLOA, soltero, es dueño del sitio número
siete de la población Los Robles, que deslinda: NORTE, con sitio seis; SUR, con calle Picarte.
Lo adquirió por herencia de doña Elena Ulloa Paredes.
Certifico que la presente copia está conforme con su original. Valdivia, 9 de julio de 2025.`,
      ],
    ],
  },
  {
    pair: 'SERVIU / municipal affectation',
    cases: [
      [
        'a SERVIU "certificado de afectación" with a table of roads and parks',
        'serviu_no_expropiacion',
        `SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE AYSÉN
CERTIFICADO DE AFECTACIÓN N° 2.118
Coyhaique, 14 de agosto de 2025
Inmueble: calle Baquedano 640          Rol de avalúo: 310-4
Concepto                                   Situación
Vialidad (ensanche o apertura)             No afecta
Áreas verdes y parques                     No afecta
Código de verificación: AY-2118-0925`,
      ],
      [
        'a municipal "certificado de afectación" with the same table',
        'afectacion_utilidad_publica',
        `ILUSTRE MUNICIPALIDAD DE COYHAIQUE
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 2.118
Coyhaique, 14 de agosto de 2025
Inmueble: calle Baquedano 640          Rol de avalúo: 310-4
Concepto                                   Situación
Vialidad (ensanche o apertura)             No afecta
Áreas verdes y parques                     No afecta
Código de verificación: DOM-2118-0925`,
      ],
    ],
  },
];

describe('classification of look-alike types', () => {
  for (const { pair, cases } of PAIRS) {
    describe(pair, () => {
      it.each(cases)('%s → %s', (_name, type, text) => {
        expect(classify(text).type).toBe(type);
      });
    });
  }

  it.each(['título anterior / dominio vigente', 'SERVIU / municipal affectation'])(
    'tells apart %s without a close call',
    (name) => {
      const cases = PAIRS.find(({ pair }) => pair === name)?.cases ?? [];
      expect(cases).toHaveLength(2);
      for (const [, , text] of cases) expect(classify(text).confidence).toBeGreaterThanOrEqual(0.5);
    },
  );

  it('keeps the runner-up of a close call and marks it unsure', () => {
    // A copy of an inscription certified "vigente" under a GP heading, with nothing else to tell.
    const result = classify(`CERTIFICADO DE HIPOTECAS Y GRAVÁMENES
La inscripción de fojas 10 número 20 del Registro de Propiedad del año 2010 se encuentra vigente.`);
    expect(result.confidence).toBeLessThan(0.5);
    expect([result.type, result.runnerUp?.type].sort()).toEqual(['dominio_vigente', 'gp']);
  });
});

import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZT exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

describe('an inheritance whose heirs "son dueños en la proporción de …, del inmueble"', () => {
  const copy = (owning: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    'INSCRIPCIÓN DE HERENCIA   Fojas 3310 Número 2875 Año 2022',
    'Linares, tres de mayo de dos mil veintidós.- Por resolución exenta número 7.551 del',
    'Servicio de Registro Civil e Identificación, se concedió la posesión efectiva de la',
    'herencia testada quedada al fallecimiento de doña LUISA ELENA TAPIA ROJO, cédula',
    'nacional de identidad número 5.330.214-7, a sus hijos don MATÍAS ANDRÉS VERA TAPIA,',
    'cédula nacional de identidad número 14.202.318-5, casado, y doña PAULA ANDREA VERA',
    'TAPIA, cédula nacional de identidad número 15.771.640-2, soltera, ambos domiciliados en',
    'Linares.- En consecuencia, los herederos singularizados ' + owning,
    'partes iguales para cada uno, del sitio número tres de la manzana B de la Población',
    'Esperanza, comuna de Linares, que deslinda: NORTE, con calle Uno; SUR, con sitio cuatro.-',
    'El título anterior está a fojas 120 número 98 del año 1990.-',
  ];

  it('reads the heirs the grant named as the owners, and the property after the shares', () => {
    const { entry } = extractInscription(cbrDocument(copy('son dueños en la proporción de'))).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'MATÍAS ANDRÉS VERA TAPIA',
      'PAULA ANDREA VERA TAPIA',
    ]);
    expect(entry.descripcion_propiedad).toMatch(/^sitio número tres de la manzana B/);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUISA ELENA TAPIA ROJO']);
  });

  it('reads them when the text layer glued the verb to the shares ("dueñosen")', () => {
    const { entry } = extractInscription(cbrDocument(copy('son dueñosen la proporción de'))).value;
    expect(entry.propietarios).toHaveLength(2);
    expect(entry.descripcion_propiedad).toMatch(/^sitio número tres/);
  });
});

describe("an earlier title's copy whose margin note names the inscription that cancelled it", () => {
  it('keeps its own heading reference, not the cancelling one', () => {
    const copy = [
      'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
      'COPIA DE INSCRIPCIÓN',
      'Registro de Propiedad año 1999 ..... Fojas 402 ..... Número 377',
      'NOTA: Cancelada por la inscripción de compraventa de fs. 918 vta. Nº 806 del año 2015.',
      'San Javier, cuatro de marzo de mil novecientos noventa y nueve.- Don PEDRO PABLO',
      'SOTO LARA, casado, domiciliado en San Javier, es dueño del sitio número dos de la',
      'calle Chacabuco, comuna de San Javier.- Lo adquirió por compra a don JUAN RIVAS.-',
    ];
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([402, false, 377, 1999]);
  });
});

describe('an owner of the nuda propiedad', () => {
  it('describes the property, not the right owned', () => {
    const copy = [
      'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
      'Registro de Propiedad   Fojas 77   Número 64   Año 2020',
      'Cauquenes, ocho de enero de dos mil veinte.- Doña ISABEL MARGARITA FUENTES DÍAZ,',
      'soltera, domiciliada en Cauquenes, es dueña de la nuda propiedad de la casa y sitio',
      'de calle Victoria número trescientos, comuna de Cauquenes.- La adquirió por donación',
      'de don RAÚL FUENTES PINO.-',
    ];
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.descripcion_propiedad).toMatch(/^casa y sitio de calle Victoria/);
  });
});

describe("a copy's last page opening on its closing certification", () => {
  it('is one document with the pages before it', () => {
    const document = cbrDocument(
      [
        'COPIA DE INSCRIPCIÓN DE DOMINIO',
        'Registro: PROPIEDAD | Fojas: 510 | Número: 433 | Año: 2017',
        'Parral, dos de junio de dos mil diecisiete.- Don HÉCTOR IVÁN LEIVA MORA, casado,',
        'domiciliado en Parral, es dueño de la parcela número ocho del proyecto Los Maitenes,',
        'comuna de Parral.- La adquirió por compra a doña ROSA MORA.-',
      ],
      [
        'Esta copia es conforme con su original. Certifico que la inscripción se encuentra vigente.',
        'Parral, 4 de mayo de 2026.',
        'Código de verificación: PRL-55K2-0917',
        'Conservador de Bienes Raíces de Parral',
      ],
    );
    expect(splitIntoParts(document.pages)).toHaveLength(1);
  });
});

describe("a sheet header cutting a boundary's word across pages", () => {
  it('reads the boundary whole', () => {
    const document = cbrDocument(
      [
        'CONSERVADOR DE BIENES RAÍCES DE CONSTITUCIÓN',
        'Registro de Propiedad   Fojas 640   Número 590   Año 2016',
        'Constitución, nueve de mayo de dos mil dieciséis.- Don ÓSCAR LUIS PARRA NÚÑEZ,',
        'soltero, domiciliado en Constitución, es dueño del lote número cinco del loteo El',
        'Faro, comuna de Constitución, que deslinda: NORTE, en diez metros con calle Blanco;',
        'SUR, en diez metros con lote seis; ORIENTE, en treinta metros con lote cua-',
      ],
      [
        'Fs. 640 v   Folio Registral CNS-2026-00412',
        'tro; PONIENTE, en treinta metros con lote dos.- Lo adquirió por compra a don ELÍAS',
        'PARRA SOTO.-',
      ],
    );
    const { entry } = extractInscription(document).value;
    expect(entry.deslindes.map((boundary) => boundary.propiedad)).toEqual([
      'calle Blanco',
      'lote seis',
      'lote cuatro',
      'lote dos',
    ]);
  });
});

describe("a TGR address cell glued to the comuna's label after it", () => {
  it('splits the address from its comuna', () => {
    const certificate = [
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda de Contribuciones',
      'NOMBRE     ROJAS PEÑA ANA MARÍA',
      'DIRECCION  CAM LOS PINOS 88 V EL SAUCECOMUNA LONGAVI',
      'ROL        07-00140-022',
      'Fecha de Emisión del Certificado: 02-03-2026',
    ];
    const { certificate: read } = extractTgrDebt(certificateDocument(certificate)).value;
    expect(read.direccion_propiedad).toBe('CAM LOS PINOS 88 V EL SAUCE');
    expect(read.comuna_propiedad).toBe('Longaví');
  });
});

describe('a DOM letter on a rural property, its code after a bare "Cód."', () => {
  it('reads the address after "el predio rural de" and the coded key', () => {
    const letter = [
      'MUNICIPALIDAD DE YERBAS BUENAS',
      'Dirección de Obras Municipales',
      'Yerbas Buenas, 3 de marzo de 2026',
      'CERTIFICADO Nº 41',
      'Se certifica que el predio rural de Camino Abranquil 2210 (Hijuela 3), rol 112-40, no',
      'está afecto a declaratoria de utilidad pública.',
      'Cód. YBU-DOM-041-2026',
    ];
    const { value } = extractMunicipalAffectation(certificateDocument(letter));
    expect(value.direccion_propiedad).toBe('Camino Abranquil 2210');
    expect(value.codigo_verificacion).toBe('YBU-DOM-041-2026');
  });

  it("reads a code printed as the office's key, a space and its number", () => {
    const letter = [
      'ILUSTRE MUNICIPALIDAD DE COLBÚN',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'El Director de Obras certifica que el predio de calle Maule Nº 40, Rol 15-9, no se',
      'encuentra afecto a declaratoria de utilidad pública.',
      'Colbún, 5 de abril de 2026.',
      'Código de verificación: DOM-COL 315/2026',
    ];
    expect(extractMunicipalAffectation(certificateDocument(letter)).value.codigo_verificacion).toBe(
      'DOM-COL 315/2026',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZY exposed once scored blind (issues #17, #18), each in wordings written
 * for these tests: made-up offices, people, numbers.
 */

describe('an inheritance inscribed for the heirs, the property named right after them', () => {
  const copy = (inscribed: string, property: string) => [
    'INSCRIPCIÓN ESPECIAL DE HERENCIA',
    'Huara, tres de mayo de dos mil veintidós.- Por resolución exenta número 8.114, del',
    'Servicio de Registro Civil e Identificación, se concedió la posesión efectiva de la',
    'herencia intestada quedada al fallecimiento de doña JUANA MAMANI COLQUE, cédula',
    'nacional de identidad número 6.111.222-3, a sus herederos: uno) don PEDRO LUIS',
    'COLQUE MAMANI, cédula de identidad número 11.222.333-4, casado; y dos) doña ANA',
    'MARÍA COLQUE MAMANI, cédula de identidad número 13.444.555-6, soltera; ambos',
    'domiciliados en el sector de Chiapa, comuna de Huara. En consecuencia, se inscribe',
    `a nombre de los herederos ${inscribed} ${property}, que deslinda: NORTE, con`,
    'quebrada de Chiapa; SUR, con camino público.- Requirió don Pedro Luis Colque Mamani.-',
  ];

  it.each([
    ['individualizados el', 'predio rural denominado Los Molles, sector Chiapa'],
    ['singularizados la', 'casa y sitio de calle Arturo Prat número doce, pueblo de Huara'],
    ['el', 'inmueble ubicado en el sector de Chiapa, de dos hectáreas'],
  ])(
    'reads the heirs, the causante and the property after "se inscribe a nombre de los herederos %s"',
    (inscribed, property) => {
      const { entry } = extractInscription(cbrDocument(copy(inscribed, property))).value;
      expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
        'PEDRO LUIS COLQUE MAMANI',
        'ANA MARÍA COLQUE MAMANI',
      ]);
      expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['JUANA MAMANI COLQUE']);
      expect(entry.descripcion_propiedad).toBe(property);
    },
  );

  it('leaves the article out of a domicile "en el sector de …"', () => {
    const { entry } = extractInscription(
      cbrDocument(copy('individualizados el', 'predio rural denominado Los Molles')),
    ).value;
    expect(entry.propietarios[1]?.domicilio).toBe('sector de Chiapa, comuna de Huara');
  });
});

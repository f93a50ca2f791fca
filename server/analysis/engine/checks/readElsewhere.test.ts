import { describe, expect, it } from 'vitest';

import { newDebtCertificate } from '../../../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { entry, gp, report } from '../../../../tests/factories/findings';
import { mergedAgainstOtherDocuments } from './readElsewhere';

const read = (file: string): Provenance => ({ file, page: 1, snippet: '', confidence: 0.9 });

const tgrPath = 'debt_certificates[0].direccion_propiedad';
const gpPath = 'gp_certificates[0].domicilio';

function dossier(tgrAddress: string, gpAddress: string) {
  return report({
    debt_certificates: [{ ...newDebtCertificate(), direccion_propiedad: tgrAddress }],
    gp_certificates: [gp({ domicilio: gpAddress })],
  });
}

const provenance: ProvenanceMap = { [tgrPath]: read('tgr.pdf'), [gpPath]: read('gp.pdf') };
const scanned = new Set(['tgr.pdf', 'gp.pdf']);

describe('mergedAgainstOtherDocuments', () => {
  it('doubts a scanned word whose letters OCR merged, printed unmerged by another document', () => {
    expect(
      mergedAgainstOtherDocuments(dossier('PJ LOS OUVOS 77', 'pasaje Los Olivos 77'), provenance, scanned),
    ).toEqual([tgrPath]);
    expect(
      mergedAgainstOtherDocuments(dossier('AV MAMIQUE 410', 'avenida Marnique 410'), provenance, scanned),
    ).toEqual([tgrPath]);
  });

  it('doubts two words OCR ran together that another document prints apart', () => {
    expect(
      mergedAgainstOtherDocuments(
        dossier('CL TENIENTE MERINO 44 V SANTAROSA', 'calle Teniente Merino 44, Villa Santa Rosa'),
        provenance,
        scanned,
      ),
    ).toEqual([tgrPath]);
  });

  it('doubts a name whose given names OCR ran together, printed apart with surnames first elsewhere', () => {
    const names = report({
      debt_certificates: [
        { ...newDebtCertificate(), contribuyente: { nombre: 'CATALINA ISIDORAFUENTES ROA', rut: null } },
      ],
      gp_certificates: [gp({ propietarios: [{ nombre: 'FUENTES ROA CATALINA ISIDORA', rut: null }] })],
    });
    const sources: ProvenanceMap = {
      'debt_certificates[0].contribuyente.nombre': read('tgr.pdf'),
      'gp_certificates[0].propietarios[0].nombre': read('gp.pdf'),
    };
    expect(mergedAgainstOtherDocuments(names, sources, scanned)).toEqual([
      'debt_certificates[0].contribuyente.nombre',
    ]);
  });

  it('doubts a scanned word that is a word of the documents merged, with no other document to compare', () => {
    const alone = report({
      debt_certificates: [
        { ...newDebtCertificate(), direccion_propiedad: 'CANETERA GENERAL SAN MARTIN KM 18' },
      ],
    });
    const sources: ProvenanceMap = { [tgrPath]: read('tgr.pdf') };
    expect(mergedAgainstOtherDocuments(alone, sources, scanned)).toEqual([tgrPath]);
    const right = report({
      debt_certificates: [
        { ...newDebtCertificate(), direccion_propiedad: 'CARRETERA GENERAL SAN MARTIN KM 18' },
      ],
    });
    expect(mergedAgainstOtherDocuments(right, sources, scanned)).toEqual([]);
  });

  it('doubts a scanned name or street holding a listed person name merged, not names read whole', () => {
    const sources: ProvenanceMap = { [tgrPath]: read('tgr.pdf') };
    const tgr = (direccion_propiedad: string) =>
      report({ debt_certificates: [{ ...newDebtCertificate(), direccion_propiedad }] });
    expect(mergedAgainstOtherDocuments(tgr('PJE LOS HENERA 40'), sources, scanned)).toEqual([tgrPath]);
    expect(mergedAgainstOtherDocuments(tgr('AV BEMARDO OHIGGINS 900'), sources, scanned)).toEqual([tgrPath]);
    // "rr" worn into "m": "BECEMA" is "BECERRA".
    expect(mergedAgainstOtherDocuments(tgr('PJE LUIS BECEMA 15'), sources, scanned)).toEqual([tgrPath]);
    for (const right of [
      'PJE LOS HERRERA 40',
      'AV BERNARDO OHIGGINS 900',
      'CL RAMON MARIN 12',
      'PJE DANIELA MENA 3',
      'CL TOMAS RAMOS 8',
    ])
      expect(mergedAgainstOtherDocuments(tgr(right), sources, scanned)).toEqual([]);
  });

  it('leaves readings alike, other words, and values of text PDFs alone', () => {
    expect(
      mergedAgainstOtherDocuments(dossier('PJ LOS OLIVOS 77', 'pasaje Los Olivos 77'), provenance, scanned),
    ).toEqual([]);
    expect(
      mergedAgainstOtherDocuments(dossier('CL LOS ROBLES 12', 'calle Las Encinas 12'), provenance, scanned),
    ).toEqual([]);
    expect(
      mergedAgainstOtherDocuments(dossier('PJ LOS OUVOS 77', 'pasaje Los Olivos 77'), provenance, new Set()),
    ).toEqual([]);
  });

  it('doubts a scanned word one letter off a word a text layer prints in a value of its kind', () => {
    const tgrScanned = new Set(['tgr.pdf']);
    expect(
      mergedAgainstOtherDocuments(
        dossier('PJE OLLAGUE 2371 V AVQUINA', 'pasaje Ollagüe 2371, Villa Ayquina'),
        provenance,
        tgrScanned,
      ),
    ).toEqual([tgrPath]);
    // Short words and words alike are no evidence.
    expect(
      mergedAgainstOtherDocuments(dossier('CL RIOS 12', 'calle Roos 12'), provenance, tgrScanned),
    ).toEqual([]);
  });
});

describe('mergedAgainstOtherDocuments, look-alike letters', () => {
  it('doubts both readings of a word one look-alike letter apart, as it cannot tell which OCR got right', () => {
    expect(
      mergedAgainstOtherDocuments(
        dossier('PJ RUCALHUE 15 V LOS AVELLANOS', 'pasaje Rucalhue 15, Villa Los Aveilanos'),
        provenance,
        scanned,
      ),
    ).toEqual([tgrPath, gpPath]);
    expect(
      mergedAgainstOtherDocuments(
        dossier('CL PEDRO MONTT 77 POB TRAIGUEN', 'calle Pedro Montt 77, Población Traiguen'),
        provenance,
        scanned,
      ),
    ).toEqual([]);
  });

  it('leaves words that differ by a letter OCR does not confuse, or words of the documents', () => {
    expect(
      mergedAgainstOtherDocuments(dossier('CL LOS PINOS 12', 'calle Los Pinus 12'), provenance, scanned),
    ).toEqual([]);
    expect(
      mergedAgainstOtherDocuments(
        dossier('CL MANUEL RODRIGUEZ 40', 'calle Manuel Rodriguez 40'),
        provenance,
        scanned,
      ),
    ).toEqual([]);
  });
});

describe('mergedAgainstOtherDocuments, look-alike letters printed by several documents', () => {
  it('doubts only the spelling fewer documents print', () => {
    const siiPath = 'certificados_avaluo[0].direccion';
    const dossierOfThree = report({
      debt_certificates: [{ ...newDebtCertificate(), direccion_propiedad: 'PJ OLLAGUE 2371 V AVQUINA' }],
      gp_certificates: [gp({ domicilio: 'pasaje Ollagüe 2371, Villa Ayquina' })],
      certificados_avaluo: [{ ...newFiscalAppraisal(), direccion: 'PJ OLLAGUE 2371 V AYQUINA' }],
    });
    expect(
      mergedAgainstOtherDocuments(
        dossierOfThree,
        { ...provenance, [siiPath]: read('sii.pdf') },
        new Set([...scanned, 'sii.pdf']),
      ),
    ).toEqual([tgrPath]);
  });

  it('leaves a name read whole beside a copy where OCR split it after its first letter', () => {
    const names = report({
      debt_certificates: [
        { ...newDebtCertificate(), contribuyente: { nombre: 'SOTO VERA JOAQUIN', rut: null } },
      ],
      gp_certificates: [gp({ propietarios: [{ nombre: 'SOTO VERA J OAQUIN', rut: null }] })],
    });
    const paths = {
      'debt_certificates[0].contribuyente.nombre': read('tgr.pdf'),
      'gp_certificates[0].propietarios[0].nombre': read('gp.pdf'),
    };
    expect(mergedAgainstOtherDocuments(names, paths, scanned)).toEqual([]);
  });

  it('still doubts an abbreviation OCR ran into the word after it', () => {
    expect(
      mergedAgainstOtherDocuments(
        dossier('PJE OLMOS 12 VLAS ACACIAS', 'pasaje Olmos 12, V LAS ACACIAS'),
        provenance,
        scanned,
      ),
    ).toEqual([tgrPath]);
  });

  it('doubts a description holding a word another document prints unmerged', () => {
    const described = report({
      property_registry_history: [
        entry({
          descripcion_propiedad: 'casa ubicada en avenida Los Canera número ochenta, comuna de Quilpué',
        }),
      ],
      gp_certificates: [gp({ domicilio: 'avenida Los Carrera 80' })],
    });
    const paths = {
      'property_registry_history[0].descripcion_propiedad': read('dominio.pdf'),
      [gpPath]: read('gp.pdf'),
    };
    expect(mergedAgainstOtherDocuments(described, paths, new Set(['dominio.pdf']))).toEqual([
      'property_registry_history[0].descripcion_propiedad',
    ]);
  });

  it('doubts a word two letters off the spelling more documents print beside the same word', () => {
    const three = report({
      debt_certificates: [{ ...newDebtCertificate(), direccion_propiedad: 'CL LOS AROMOS 245' }],
      certificados_avaluo: [{ ...newFiscalAppraisal(), direccion: 'LOS AROMOS 245' }],
      gp_certificates: [gp({ domicilio: 'calle Los Anwmos 245' })],
    });
    const paths = {
      [tgrPath]: read('tgr.pdf'),
      'certificados_avaluo[0].direccion': read('sii.pdf'),
      [gpPath]: read('gp.pdf'),
    };
    expect(mergedAgainstOtherDocuments(three, paths, scanned)).toEqual([gpPath]);
  });

  it('leaves a word two letters off a spelling no more documents print, or beside another word', () => {
    expect(
      mergedAgainstOtherDocuments(dossier('CL LOS AROMOS 245', 'calle Los Anwmos 245'), provenance, scanned),
    ).toEqual([]);
    expect(
      mergedAgainstOtherDocuments(dossier('PJE AROMOS 245', 'calle Las Anwmos 245'), provenance, scanned),
    ).toEqual([]);
  });
});

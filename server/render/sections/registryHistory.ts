import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { RegistryEntry, Report } from '../../../common/report/schema';
import { verificationUrlForConservador } from '../../../common/verification';
import type { Block } from '../documentBlocks';
import {
  dateOrNotGiven,
  field,
  inscriptionText,
  numberOrNotGiven,
  textOrNotGiven,
  verificationFields,
} from '../displayValues';
import { registryPeopleTable } from './personTables';
import { perDocumentBlocks, type ReportSection } from './reportSection';

function entryHeading(entry: RegistryEntry, index: number): string {
  const role = index === 0 ? 'Inscripción vigente' : `Título anterior ${index}`;
  return `${role}: ${inscriptionText(entry)}`;
}

function boundariesBlock(entry: RegistryEntry): Block {
  if (entry.deslindes.length === 0) return { kind: 'note', text: 'La inscripción no detalla deslindes.' };
  return {
    kind: 'table',
    columns: [
      { header: 'Orientación', weight: 2 },
      { header: 'Longitud', weight: 2 },
      { header: 'Deslinda con', weight: 6 },
    ],
    rows: entry.deslindes.map((deslinde) => [
      textOrNotGiven(deslinde.direccion),
      textOrNotGiven(deslinde.largo),
      textOrNotGiven(deslinde.propiedad),
    ]),
  };
}

function entryBlocks(entry: RegistryEntry): Block[] {
  const previous = {
    fojas: entry.fojas_anterior,
    vuelta: entry.vuelta_anterior,
    numero: entry.numero_anterior,
    ano: entry.ano_anterior,
  };
  return [
    {
      kind: 'fields',
      rows: [
        field('Conservador de Bienes Raíces', textOrNotGiven(entry.conservador)),
        field('Inscripción', inscriptionText(entry)),
        field('Fecha del certificado', dateOrNotGiven(entry.fecha_emision)),
        field('Fecha de registro', dateOrNotGiven(entry.fecha_registro)),
        field('Rol de avalúo', textOrNotGiven(entry.rol_avaluo)),
        field('Comuna', textOrNotGiven(entry.comuna)),
        field('Plano', numberOrNotGiven(entry.plano)),
        ...verificationFields(entry.codigo_verificacion, verificationUrlForConservador(entry.conservador)),
      ],
    },
    { kind: 'heading', level: 3, text: 'Propietarios' },
    registryPeopleTable(entry.propietarios, 'La inscripción no registra propietarios.'),
    { kind: 'heading', level: 3, text: 'Descripción de la propiedad' },
    { kind: 'paragraph', spans: [{ text: textOrNotGiven(entry.descripcion_propiedad) }] },
    { kind: 'heading', level: 3, text: 'Deslindes' },
    boundariesBlock(entry),
    { kind: 'heading', level: 3, text: 'Inscripción anterior' },
    {
      kind: 'fields',
      rows: [
        field('Conservador de Bienes Raíces', textOrNotGiven(entry.conservador_anterior)),
        field('Inscripción', inscriptionText(previous)),
      ],
    },
    { kind: 'heading', level: 3, text: 'Título: escritura y precio' },
    {
      kind: 'fields',
      rows: [
        field('Notaría', textOrNotGiven(entry.notaria)),
        field('Comuna de la notaría', textOrNotGiven(entry.notaria_comuna)),
        field('Precio', textOrNotGiven(entry.precio)),
      ],
    },
    { kind: 'heading', level: 3, text: 'Vendedores' },
    registryPeopleTable(entry.vendedores, 'La inscripción no registra vendedores.'),
  ];
}

export function registryHistorySection(report: Report): ReportSection {
  return {
    title: 'Historial de inscripciones de dominio',
    blocks: perDocumentBlocks(
      report.property_registry_history,
      ABSENT_DOCUMENT_TEXT.dominio_vigente,
      entryHeading,
      entryBlocks,
    ),
  };
}

import type { PersonRef, RegistryPerson } from '../../../common/report/schema';
import type { Block } from '../documentBlocks';
import { estadoCivilLabel, textOrNotGiven } from '../displayValues';

/** Owners or sellers of an inscription: name, RUT, civil status and address. */
export function registryPeopleTable(people: readonly RegistryPerson[], emptyText: string): Block {
  if (people.length === 0) return { kind: 'note', text: emptyText };
  return {
    kind: 'table',
    columns: [
      { header: 'Nombre', weight: 4 },
      { header: 'RUT', weight: 2 },
      { header: 'Estado civil', weight: 3 },
      { header: 'Domicilio', weight: 5 },
    ],
    rows: people.map((person) => [
      textOrNotGiven(person.nombre),
      textOrNotGiven(person.rut),
      estadoCivilLabel(person.estado_civil),
      textOrNotGiven(person.domicilio),
    ]),
  };
}

/** People a certificate names by name and RUT only. */
export function personRefTable(people: readonly PersonRef[], emptyText: string): Block {
  if (people.length === 0) return { kind: 'note', text: emptyText };
  return {
    kind: 'table',
    columns: [
      { header: 'Nombre', weight: 3 },
      { header: 'RUT', weight: 1 },
    ],
    rows: people.map((person) => [textOrNotGiven(person.nombre), textOrNotGiven(person.rut)]),
  };
}

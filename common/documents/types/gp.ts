import { z } from 'zod';

import { formatDateLong } from '../../format/dates';
import { newCbrInscription, newPersonRef } from '../../report/defaults';
import {
  date,
  inscriptionFields,
  line,
  list,
  longText,
  optionalText,
  personRefSchema,
  text,
} from '../../report/schemaParts';
import { inscription, INSCRIPTION_KEY, inscriptionSummary, person } from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

/*
 * The certificate of mortgages, encumbrances and prohibitions (GP) of the CBR.
 */

/** Fields every GP item (lien or prohibition) shares. */
const gpItemFields = {
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  tipo: line,
  acreedor: text,
};

export const lienSchema = z.object({
  ...gpItemFields,
  suma_dinero: text,
});

/** An embargo may state an amount; conventional prohibitions do not, hence optional. */
export const prohibitionSchema = z.object({
  ...gpItemFields,
  suma_dinero: optionalText,
  accion: longText,
});

export const gpCertificateSchema = z.object({
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  domicilio: text,
  comuna: optionalText,
  propietarios: list(personRefSchema),
  gravamenes: list(lienSchema),
  prohibiciones: list(prohibitionSchema),
});

export type Lien = z.infer<typeof lienSchema>;
export type Prohibition = z.infer<typeof prohibitionSchema>;
export type GpCertificate = z.infer<typeof gpCertificateSchema>;

export const DEFAULT_LIEN_TIPO = 'HIPOTECA';
export const DEFAULT_PROHIBITION_TIPO = 'PROHIBICION';

export function newLien(): Lien {
  return {
    ...newCbrInscription(),
    tipo: DEFAULT_LIEN_TIPO,
    suma_dinero: '',
    acreedor: '',
  };
}

export function newProhibition(): Prohibition {
  return {
    ...newCbrInscription(),
    tipo: DEFAULT_PROHIBITION_TIPO,
    acreedor: '',
    accion: '',
  };
}

export function newGpCertificate(): GpCertificate {
  return {
    ...newCbrInscription(),
    domicilio: '',
    comuna: null,
    propietarios: [newPersonRef()],
    gravamenes: [],
    prohibiciones: [],
  };
}

export const gpType = {
  label: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)',
  shortLabel: 'Certificado de hipotecas y gravámenes (GP)',
  findingLabel: 'el certificado de hipotecas, gravámenes, interdicciones y prohibiciones',
  maxAgeDays: 30,
  feeds: { list: 'gp_certificates' },
  issuer: 'conservador',
  absentMeaning:
    'No se acompañó certificado de hipotecas y gravámenes: no es posible descartar hipotecas, gravámenes, prohibiciones ni embargos sobre la propiedad.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;

/** What a lien and a prohibition of a GP certificate share besides their inscription. */
const gpItem = {
  tipo: { label: 'Tipo', kind: 'text' },
  acreedor: { label: 'Acreedor', kind: 'text' },
} as const;

const gpItemInscription = inscription({ required: false, identity: [], citesOffice: true });

/** The list its documents fill. */
export const gpCertificateList = {
  schema: gpCertificateSchema,
  create: newGpCertificate,
  nested: { propietarios: newPersonRef, gravamenes: newLien, prohibiciones: newProhibition },
  fields: {
    ...inscription({ required: true, identity: ['fecha_emision', ...INSCRIPTION_KEY] }),
    domicilio: { label: 'Domicilio', kind: 'text', required: true, wide: true },
    comuna: { label: 'Comuna', kind: 'optionalText' },
    propietarios: {
      label: 'Propietarios',
      kind: 'list',
      itemLabel: 'Propietario',
      whenEmpty: 'El certificado no nombra propietarios.',
      create: newPersonRef,
      fields: person(''),
    },
    gravamenes: {
      label: 'Gravámenes',
      kind: 'list',
      itemLabel: 'Gravamen',
      whenEmpty: 'El certificado no registra gravámenes.',
      create: newLien,
      fields: {
        ...gpItem,
        suma_dinero: { label: 'Suma de dinero', kind: 'text' },
        ...gpItemInscription,
      },
    },
    prohibiciones: {
      label: 'Prohibiciones',
      kind: 'list',
      itemLabel: 'Prohibición',
      whenEmpty: 'El certificado no registra prohibiciones.',
      create: newProhibition,
      fields: {
        ...gpItem,
        accion: { label: 'Acción', kind: 'text' },
        suma_dinero: { label: 'Suma de dinero', kind: 'optionalText' },
        ...gpItemInscription,
      },
    },
  },
  label: 'Certificados de hipotecas y gravámenes',
  documentName: 'Certificado GP',
  sectionTitle: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)',
  printTitle: 'Certificado de hipotecas, gravámenes y prohibiciones',
  describe: (certificate) =>
    [certificate.conservador, inscriptionSummary(certificate)].filter(Boolean).join(' · '),
  printHeading: { noun: 'Certificado', detail: (certificate) => formatDateLong(certificate.fecha_emision) },
} as const satisfies CertificateListModule<GpCertificate>;

import { list } from '../../report/schemaParts';
import {
  afectacionUtilidadPublicaType,
  publicExpropriationCertificateList,
} from './afectacionUtilidadPublica';
import { avaluoFiscalType, fiscalAppraisalList } from './avaluoFiscal';
import { debtCertificateList, deudaTgrType } from './deudaTgr';
import { dominioVigenteType } from './dominioVigente';
import { escrituraType } from './escritura';
import { gpCertificateList, gpType } from './gp';
import { marriageCertificateList, matrimonioType } from './matrimonio';
import { noDeudaAseoType } from './noDeudaAseo';
import { noMatrimonioType } from './noMatrimonio';
import { registryHistoryList } from './registryHistory';
import { propertySituationReportList, serviuNoExpropiacionType } from './serviuNoExpropiacion';
import { sociedadType } from './sociedad';
import { tituloAnteriorType } from './tituloAnterior';

/*
 * The registry of document types: one module per type in this folder (the type, and the list its
 * documents fill), gathered here. A type that fills a new list is written in all three tables
 * below; the compiler, and tests/architecture/documentTypeRegistry.test.ts, name what is missing.
 */

/**
 * The twelve document types the analysis reads, in the order of the upload panel (SPEC §1), keyed
 * by the id the corpus and the classifier use.
 */
export const TYPE_MODULES = {
  dominio_vigente: dominioVigenteType,
  escritura: escrituraType,
  titulo_anterior: tituloAnteriorType,
  gp: gpType,
  deuda_tgr: deudaTgrType,
  no_deuda_aseo: noDeudaAseoType,
  avaluo_fiscal: avaluoFiscalType,
  serviu_no_expropiacion: serviuNoExpropiacionType,
  afectacion_utilidad_publica: afectacionUtilidadPublicaType,
  matrimonio: matrimonioType,
  no_matrimonio: noMatrimonioType,
  sociedad: sociedadType,
};

/** The certificate lists as the report schema holds them (common/report/schema.ts), in SPEC §2's order. */
export const CERTIFICATE_LIST_SCHEMAS = {
  gp_certificates: list(gpCertificateList.schema).optional(),
  debt_certificates: list(debtCertificateList.schema).optional(),
  property_situation_reports: list(propertySituationReportList.schema).optional(),
  public_expropriation_certificates: list(publicExpropriationCertificateList.schema).optional(),
  certificados_avaluo: list(fiscalAppraisalList.schema).optional(),
  certificados_matrimonio: list(marriageCertificateList.schema).optional(),
};

/** Every list of the report in the order of the editor and the report: the registry history first. */
export const LIST_MODULES = {
  property_registry_history: registryHistoryList,
  gp_certificates: gpCertificateList,
  debt_certificates: debtCertificateList,
  property_situation_reports: propertySituationReportList,
  public_expropriation_certificates: publicExpropriationCertificateList,
  certificados_avaluo: fiscalAppraisalList,
  certificados_matrimonio: marriageCertificateList,
};

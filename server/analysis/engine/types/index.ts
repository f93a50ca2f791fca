import type { DocumentTypeId } from '../../../../common/documents/documentTypes';
import type { TypeSignals } from '../classify/signals';
import type { DocumentText } from '../document';
import type { Extraction } from '../extractors/types';
import { afectacionUtilidadPublicaEngine } from './afectacionUtilidadPublica';
import { avaluoFiscalEngine } from './avaluoFiscal';
import { deudaTgrEngine } from './deudaTgr';
import { dominioVigenteEngine } from './dominioVigente';
import { escrituraEngine } from './escritura';
import { gpEngine } from './gp';
import { matrimonioEngine } from './matrimonio';
import { noDeudaAseoEngine } from './noDeudaAseo';
import { noMatrimonioEngine } from './noMatrimonio';
import { serviuNoExpropiacionEngine } from './serviuNoExpropiacion';
import { sociedadEngine } from './sociedad';
import { tituloAnteriorEngine } from './tituloAnterior';

/*
 * The engine's registry of document types: one module per type in this folder declares how the
 * engine recognises it (classifier signals) and reads it (extractor, issue date, issuer, the item
 * of its list, the facts it gives the legal rules), the way a Paperless parser declares what it
 * handles. A type of the registry (common/documents/types/) missing here does not compile.
 */
export const ENGINE_TYPES = {
  dominio_vigente: dominioVigenteEngine,
  escritura: escrituraEngine,
  titulo_anterior: tituloAnteriorEngine,
  gp: gpEngine,
  deuda_tgr: deudaTgrEngine,
  no_deuda_aseo: noDeudaAseoEngine,
  avaluo_fiscal: avaluoFiscalEngine,
  serviu_no_expropiacion: serviuNoExpropiacionEngine,
  afectacion_utilidad_publica: afectacionUtilidadPublicaEngine,
  matrimonio: matrimonioEngine,
  no_matrimonio: noMatrimonioEngine,
  sociedad: sociedadEngine,
} satisfies Record<
  DocumentTypeId,
  { signals: TypeSignals; read: (document: DocumentText) => Extraction<unknown> }
>;

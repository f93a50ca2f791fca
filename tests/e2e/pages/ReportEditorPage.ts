import { expect, type Locator, type Page } from '@playwright/test';

/** The report editor (/reports/new and /reports/{id}). */
export class ReportEditorPage {
  readonly nameInput: Locator;
  readonly results: Locator;
  /** The bar at the bottom of the window: Guardar, the downloads, the save state. */
  readonly actionBar: Locator;
  readonly saveButton: Locator;
  /** 'Cambios sin guardar', 'Guardando…', 'Guardado hace …' (a live region). */
  readonly saveStatus: Locator;
  /** Why the last save failed, or why a download failed. */
  readonly actionBarAlert: Locator;
  /** The dialog asked before leaving with unsaved edits. */
  readonly leaveDialog: Locator;
  /** The offer of a draft an earlier visit left unsaved. */
  readonly draftBanner: Locator;
  readonly fileInput: Locator;
  readonly uploadButton: Locator;
  readonly cancelAnalysisButton: Locator;
  /** Why the last analysis failed (the red banner of the upload step). */
  readonly analysisError: Locator;
  readonly supportedTypesToggle: Locator;
  readonly selectedFiles: Locator;
  /** The 'Verificación legal' panel at the top of Step 2. */
  readonly verification: Locator;
  /** Its traffic light with the count of findings pending review (a live region). */
  readonly verificationStatus: Locator;
  /** Its 'Fecha del estudio' (#20), the day certificate ages and findings are judged on. */
  readonly studyDate: Locator;
  /** Its 'Documentos del estudio' checklist (a disclosure). */
  readonly checklist: Locator;
  /** The source viewer beside (or below) the sections. */
  readonly sourcePane: Locator;
  /** Its 'Página N de M'. */
  readonly sourcePageCount: Locator;
  /** The review status in the header of Step 2, with its actions. */
  readonly reviewStatus: Locator;
  /** The toggle of the report's history (issue #20). */
  readonly historyButton: Locator;
  /** The 'Historial del reporte' panel: one article per version. */
  readonly history: Locator;
  /** Shown when a save was refused because the report was saved elsewhere meanwhile. */
  readonly saveConflict: Locator;

  constructor(private readonly page: Page) {
    this.nameInput = page.getByLabel('Nombre del reporte');
    this.results = page.getByRole('region', { name: 'Revisar y Editar Resultados' });
    this.actionBar = page.getByRole('region', { name: 'Guardar y descargar' });
    this.saveButton = this.actionBar.getByRole('button', { name: /^(Guardar|Guardando\.\.\.)$/ });
    this.saveStatus = this.actionBar.getByRole('status');
    this.actionBarAlert = this.actionBar.getByRole('alert');
    this.leaveDialog = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
    this.draftBanner = page.getByRole('region', { name: 'Hay un borrador sin guardar de este reporte' });
    this.fileInput = page.getByLabel('Seleccionar archivos PDF');
    this.uploadButton = page.getByRole('button', { name: /^(Subir y Analizar|Subiendo\.\.\.)$/ });
    this.cancelAnalysisButton = page.getByRole('button', { name: 'Cancelar análisis' });
    this.analysisError = page.locator('.editor-banner--error');
    this.supportedTypesToggle = page.getByRole('button', { name: 'Tipos de documentos soportados' });
    this.selectedFiles = page.getByRole('region', { name: /^Archivos seleccionados/ });
    this.verification = this.results.getByRole('region', { name: 'Verificación legal' });
    this.verificationStatus = this.verification.getByRole('status');
    this.studyDate = this.verification.getByLabel('Fecha del estudio');
    this.checklist = this.verification.locator('details.document-checklist');
    this.sourcePane = page.getByRole('complementary', { name: 'Documento fuente' });
    this.sourcePageCount = this.sourcePane.locator('.source-pane__page-count');
    this.reviewStatus = this.results.getByRole('group', { name: 'Estado de revisión:' });
    this.historyButton = page.getByRole('button', { name: 'Historial', exact: true });
    this.history = page.getByRole('region', { name: 'Historial del reporte' });
    this.saveConflict = page.getByRole('region', { name: 'El reporte cambió mientras usted editaba' });
  }

  /** One version in the history panel. */
  version(number: number): Locator {
    return this.history.getByRole('article', { name: `Versión ${number}`, exact: true });
  }

  /** Writes the lawyer's conclusion (section 'Conclusión'), which 'Revisado' requires. */
  async writeConclusion(text: string): Promise<void> {
    const section = this.section('Conclusión');
    await this.expand(section);
    await section.getByLabel('Conclusión del abogado').fill(text);
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/reports/new');
  }

  /** Opens a saved report; resolves once it is shown. */
  async goto(reportId: string): Promise<void> {
    await this.page.goto(`/reports/${reportId}`);
    await this.results.waitFor();
  }

  downloadButton(format: 'PDF' | 'DOCX'): Locator {
    return this.actionBar.getByRole('button', { name: `Descargar ${format}` });
  }

  /** Saves with the Guardar button and waits until the bar says it is saved. */
  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.saveStatus).toHaveText(/^Guardado hace/);
  }

  heading(text: string): Locator {
    return this.page.getByRole('heading', { name: text, exact: true });
  }

  /** A numbered editor section, found by (part of) its title. */
  section(title: string | RegExp): Locator {
    return this.results.getByRole('region', { name: title });
  }

  async expand(section: Locator): Promise<void> {
    const toggle = section.locator('.editor-section__toggle');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }

  document(section: Locator, number: number): Locator {
    return section.getByRole('article', { name: `Documento ${number}`, exact: true });
  }

  /** The control of the report field at an output path (`gp_certificates[0].fojas`). */
  fieldAt(path: string): Locator {
    return this.results.locator(`:is(input, select, textarea)[data-path="${path}"]`);
  }

  /** The text of the source viewer's highlighted text-layer spans. */
  async highlightedSourceText(): Promise<string> {
    return (await this.sourcePane.locator('.textLayer [data-highlighted]').allTextContents()).join(' ');
  }

  field(container: Locator, label: string): Locator {
    return container.getByLabel(label, { exact: true });
  }

  /** A finding of the legal verification, found by (part of) its message. */
  finding(message: string | RegExp): Locator {
    return this.verification.getByRole('listitem').filter({ hasText: message });
  }

  /** A row of the documents checklist, found by its document (opens the checklist first). */
  async checklistRow(document: string | RegExp): Promise<Locator> {
    if ((await this.checklist.getAttribute('open')) === null) await this.checklist.locator('summary').click();
    return this.checklist
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: document }) });
  }

  /** The box of the traffic light, whose `data-light` is rojo, amarillo or verde. */
  trafficLight(): Locator {
    return this.verification.locator('.verification-summary');
  }

  confirmDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Eliminar sección' });
  }
}

import { describe, expect, it } from 'vitest';
import { findFieldElement, focusTarget } from './revealFields';

function editorDom(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <article data-path="public_expropriation_certificates[0]">
      <button type="button">Eliminar</button>
      <input data-path="public_expropriation_certificates[0].fecha_emision" />
      <input type="checkbox" data-path="public_expropriation_certificates[0].expropiacion_vial" />
    </article>
    <fieldset data-path="gp_certificates[0].gravamenes" tabindex="-1">
      <div data-path="gp_certificates[0].gravamenes[0]">
        <button type="button">Quitar</button>
        <input data-path="gp_certificates[0].gravamenes[0].tipo" />
      </div>
      <button type="button">+ Agregar gravamen</button>
    </fieldset>
    <fieldset data-path="property_registry_history[0].vendedores" tabindex="-1">
      <button type="button">+ Agregar vendedor</button>
    </fieldset>`;
  return root;
}

describe('finding the fields of a path', () => {
  it('finds the field itself when it is shown', () => {
    const root = editorDom();
    const field = findFieldElement(root, 'public_expropriation_certificates[0].expropiacion_vial');
    expect(field?.getAttribute('type')).toBe('checkbox');
  });

  it('falls back to the nearest enclosing element shown', () => {
    const root = editorDom();
    // The road type is only shown once expropiacion_vial is set.
    const hidden = findFieldElement(root, 'public_expropriation_certificates[0].tipo_expropiacion_vial');
    expect(hidden?.tagName).toBe('ARTICLE');
    expect(findFieldElement(root, 'certificados_avaluo[0].avaluo_total')).toBeNull();
  });

  it('focuses a container’s first control, never one of its buttons', () => {
    const root = editorDom();
    const item = findFieldElement(root, 'gp_certificates[0].gravamenes[0]');
    expect(item && focusTarget(item).dataset.path).toBe('gp_certificates[0].gravamenes[0].tipo');
    const emptyList = findFieldElement(root, 'property_registry_history[0].vendedores');
    expect(emptyList && focusTarget(emptyList)).toBe(emptyList);
  });
});

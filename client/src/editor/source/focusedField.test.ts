import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldPathOf, useFocusedField } from './focusedField';

function editorDom(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <article data-path="gp_certificates[0]">
      <button type="button" id="remove">Eliminar</button>
      <div class="editor-field">
        <label for="fojas" id="label">Fojas</label>
        <input id="fojas" data-path="gp_certificates[0].fojas" />
        <button type="button" id="confirm">Confirmar</button>
      </div>
      <div class="editor-field editor-field--checkbox">
        <input type="checkbox" id="vuelta" data-path="gp_certificates[0].vuelta" />
      </div>
      <fieldset id="liens" data-path="gp_certificates[0].gravamenes" tabindex="-1">
        <legend id="legend">Gravámenes</legend>
      </fieldset>
    </article>`;
  return root;
}

describe('fieldPathOf', () => {
  const root = editorDom();
  const byId = (id: string) => root.querySelector(`#${id}`);

  it('reads the output path of a field from its control, its label or anything in its box', () => {
    expect(fieldPathOf(byId('fojas'))).toBe('gp_certificates[0].fojas');
    expect(fieldPathOf(byId('label'))).toBe('gp_certificates[0].fojas');
    expect(fieldPathOf(byId('confirm'))).toBe('gp_certificates[0].fojas');
    expect(fieldPathOf(byId('vuelta'))).toBe('gp_certificates[0].vuelta');
  });

  it('reads a focusable list’s own path when the list itself is focused', () => {
    expect(fieldPathOf(byId('liens'))).toBe('gp_certificates[0].gravamenes');
    expect(fieldPathOf(byId('legend'))).toBeNull();
  });

  it('ignores what is not a field: a document, its buttons', () => {
    expect(fieldPathOf(root.querySelector('article'))).toBeNull();
    expect(fieldPathOf(byId('remove'))).toBeNull();
    expect(fieldPathOf(null)).toBeNull();
  });
});

describe('useFocusedField', () => {
  it('shows a field focused before the viewer was ready, then follows focus', () => {
    const root = editorDom();
    document.body.append(root);
    root.querySelector<HTMLInputElement>('#fojas')?.focus();
    const sections = { current: root };
    const { result } = renderHook(() => useFocusedField(sections));
    expect(result.current).toEqual({ path: 'gp_certificates[0].fojas' });
    root.remove();
  });
});

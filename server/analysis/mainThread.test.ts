import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the gateway main thread', () => {
  it('keeps the native JSON: pdf.js, whose legacy build replaces it with slow polyfills, stays in the workers', () => {
    const script = `
      const native = [JSON.parse, JSON.stringify];
      await import('./server/app.ts');
      await import('./server/analysis/engineAnalyzer.ts');
      console.log(JSON.parse === native[0] && JSON.stringify === native[1] ? 'native' : 'replaced');
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url),
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('native');
  });
});

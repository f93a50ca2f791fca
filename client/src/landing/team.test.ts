import { describe, expect, it } from 'vitest';
import { initials } from './initials';
import { TEAM_MEMBERS } from './team';

describe('team', () => {
  it('has six members, each with name, role and profile link', () => {
    expect(TEAM_MEMBERS).toHaveLength(6);
    for (const member of TEAM_MEMBERS) {
      expect(member.name.trim()).not.toBe('');
      expect(member.role.trim()).not.toBe('');
      expect(member.profileUrl).not.toBe('');
    }
    expect(new Set(TEAM_MEMBERS.map((member) => member.name)).size).toBe(6);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ana María Pérez')).toBe('AP');
    expect(initials('  ñuño  ')).toBe('Ñ');
    expect(initials('Nombre del integrante 1')).toBe('N1');
    expect(initials('')).toBe('');
  });
});

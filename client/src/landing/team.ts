/*
 * The team shown on the landing page. Edit this file to present the real team: replace each
 * placeholder with the person's name, role and professional-profile address (e.g. LinkedIn), and
 * optionally a photo placed in client/public/team/ (e.g. photoUrl: '/team/ana.jpg'). Without a
 * photo the page shows the person's initials.
 */

export interface TeamMember {
  name: string;
  role: string;
  /** Address of the person's professional profile; '#' while it is a placeholder. */
  profileUrl: string;
  /** Same-origin path of a square photo; initials are shown when absent. */
  photoUrl?: string;
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  { name: 'Nombre del integrante 1', role: 'Cargo', profileUrl: '#' },
  { name: 'Nombre del integrante 2', role: 'Cargo', profileUrl: '#' },
  { name: 'Nombre del integrante 3', role: 'Cargo', profileUrl: '#' },
  { name: 'Nombre del integrante 4', role: 'Cargo', profileUrl: '#' },
  { name: 'Nombre del integrante 5', role: 'Cargo', profileUrl: '#' },
  { name: 'Nombre del integrante 6', role: 'Cargo', profileUrl: '#' },
];

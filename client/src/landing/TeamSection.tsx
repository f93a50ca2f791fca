import { initials } from './initials';
import { TEAM_MEMBERS, type TeamMember } from './team';
import './landing.css';

function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="card team-card">
      {member.photoUrl ? (
        <img className="team-card__photo" src={member.photoUrl} alt="" width={80} height={80} />
      ) : (
        <span className="team-card__photo team-card__photo--initials" aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__role">{member.role}</p>
      <a
        className="team-card__profile"
        href={member.profileUrl}
        aria-label={`Perfil profesional de ${member.name}`}
      >
        Perfil profesional
      </a>
    </li>
  );
}

export function TeamSection() {
  return (
    <section className="landing-section" aria-labelledby="team-heading">
      <div className="landing-section__intro">
        <p className="landing-section__eyebrow">Equipo</p>
        <h2 id="team-heading">Las personas detrás de titulo360</h2>
        <p>Conoce al equipo que desarrolla titulo360.</p>
      </div>
      <ul className="team-grid">
        {TEAM_MEMBERS.map((member) => (
          <TeamMemberCard key={member.name} member={member} />
        ))}
      </ul>
    </section>
  );
}

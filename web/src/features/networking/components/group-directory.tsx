import { type GroupView, NETWORK_CITIES, NETWORK_LABELS } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import './networking.css';

function GroupCard({ group, headingLevel }: { group: GroupView; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card group-card">
      <Heading className="group-card__title">{group.name}</Heading>
      <dl className="group-card__facts">
        <dt>Meets</dt>
        <dd>{group.meets}</dd>
        {group.address ? (
          <>
            <dt>Where</dt>
            <dd>{group.address}</dd>
          </>
        ) : null}
        <dt>Members</dt>
        <dd>{group.memberCount}</dd>
      </dl>
      <p>{group.description}</p>
      {group.categories.length > 0 ? (
        <ul className="badge-row" aria-label="Professions in this group">
          {group.categories.map((category) => (
            <li key={category} className="badge">
              {NETWORK_LABELS[category]}
            </li>
          ))}
        </ul>
      ) : null}
      {group.contactUrl ? (
        <p>
          <a href={group.contactUrl} rel="noopener noreferrer">
            Contact the group<span className="visually-hidden">: {group.name}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}

/**
 * The business-networking groups of Albuquerque and Rio Rancho, one section per city.
 * `headingLevel` is the level of the city headings (the groups sit one below).
 */
export function GroupDirectory({
  groups,
  headingLevel = 2,
}: {
  groups: GroupView[];
  headingLevel?: 2 | 3;
}) {
  const CityHeading = `h${headingLevel}` as const;
  return (
    <div>
      {NETWORK_CITIES.map((city) => {
        const here = groups.filter((group) => group.city === city);
        const id = `groups-${city.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={city} aria-labelledby={id} className="group-city">
            <CityHeading id={id}>Groups in {city}</CityHeading>
            {here.length > 0 ? (
              <ul className="grid group-list">
                {here.map((group) => (
                  <li key={group.id}>
                    <GroupCard group={group} headingLevel={(headingLevel + 1) as 3 | 4} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={`No groups meet in ${city} yet.`} />
            )}
          </section>
        );
      })}
    </div>
  );
}

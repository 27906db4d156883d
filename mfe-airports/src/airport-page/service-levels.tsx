import { type AirportDetail } from '@vip/contracts/schemas';
import { LANDING_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { EmptyState } from '@vip/ui';
import { formatFromPrice, orderedLevels } from '../common/format';

export function servicesAvailableText(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'} available`;
}

/** The levels an airport offers, each with 'from $minPrice', and the number of services. */
export function ServiceLevels({ airport, headingId }: { airport: AirportDetail; headingId: string }) {
  const levels = orderedLevels(airport.serviceLevels);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-title apt-section-title">
        Services at {airport.code}
      </h2>
      {levels.length === 0 ? (
        <EmptyState description="No Services Available">
          <span className="vip-text--secondary">
            Services at this airport are arranged on request. Try another airport or contact us.
          </span>
        </EmptyState>
      ) : (
        <>
          <p className="vip-text vip-text--secondary">{servicesAvailableText(airport.serviceCount)}</p>
          <ul className="apt-list apt-levels">
            {levels.map(({ level, minPrice }) => (
              <li key={level}>
                <span>{LANDING_LEVEL_LABELS[level].name}</span>
                <strong>{formatFromPrice(minPrice)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

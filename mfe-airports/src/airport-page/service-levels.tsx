import { type AirportDetail } from '@vip/contracts/schemas';
import { EmptyState } from '@vip/ui';
import { commonMessages } from '../common/common.messages';
import { orderedLevels } from '../common/format';
import { fromPrice, levelName, useWords } from '../common/words';
import { airportPageMessages as messages } from './airport-page.messages';

/** English; the page says it in its language. */
export function servicesAvailableText(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'} available`;
}

/** The levels an airport offers, each with 'from $minPrice', and the number of services. */
export function ServiceLevels({ airport, headingId }: { airport: AirportDetail; headingId: string }) {
  const levels = orderedLevels(airport.serviceLevels);
  const words = useWords();
  const { text } = words;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-title apt-section-title">
        {text(messages.servicesAt, { code: airport.code })}
      </h2>
      {levels.length === 0 ? (
        <EmptyState description={text(commonMessages.noServices)}>
          <span className="vip-text--secondary">{text(messages.onRequest)}</span>
        </EmptyState>
      ) : (
        <>
          <p className="vip-text vip-text--secondary">
            {text(messages.servicesCount, { count: airport.serviceCount })}
          </p>
          <ul className="apt-list apt-levels">
            {levels.map(({ level, minPrice }) => (
              <li key={level}>
                <span>{levelName(words, level)}</span>
                <strong>{fromPrice(words, minPrice)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

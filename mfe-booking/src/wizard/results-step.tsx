import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import {
  EmptyState,
  focusContentAfterRetry,
  LightAlert,
  LightButton,
  retryingAfterError,
  Spinner,
  useText,
} from '@vip/ui';
import { type ServiceDetail } from '@vip/contracts/schemas';
import { MAIN_SERVICE_LEVELS, SERVICE_LEVELS, mainLevelOf, type MainServiceLevel } from '@vip/contracts/vocabulary';
import { useServices } from './api';
import { RESULT_GROUP_MESSAGES, RESULTS_MESSAGES as M } from './results.messages';
import type { SearchValues } from './search-params';
import { ServiceCard, type ServiceCardProps } from './service-card';

export interface ServiceGroup {
  level: MainServiceLevel;
  heading: MessageDescriptor;
  services: ServiceDetail[];
}

/** Services under the three main levels, in that order; tarmac is listed with lounge, after it. */
export function groupServices(services: readonly ServiceDetail[]): ServiceGroup[] {
  const rank = (s: ServiceDetail) => SERVICE_LEVELS.indexOf(s.serviceLevel);
  return MAIN_SERVICE_LEVELS.map((level) => ({
    level,
    heading: RESULT_GROUP_MESSAGES[level],
    // Stable: within a level the catalog's order (cheapest first) is kept.
    services: services.filter((s) => mainLevelOf(s.serviceLevel) === level).sort((a, b) => rank(a) - rank(b)),
  })).filter((g) => g.services.length > 0);
}

/** The subtitle follows how many main levels are present. */
export function resultsSubtitle(levelCount: number): MessageDescriptor {
  if (levelCount === 2) return M.subtitleTwo;
  if (levelCount === 1) return M.subtitleOne;
  return M.subtitleThree;
}

export interface ResultsStepProps extends Pick<
  ServiceCardProps,
  'onSelect' | 'onViewDetails' | 'onAddReturn' | 'onPorterChoice'
> {
  search: SearchValues;
  onChangeSearch: () => void;
  /** Above the list: the round-trip banner on a second leg. */
  banner?: ReactNode;
}

/** The select step: GET /api/services for the search, grouped by level. */
export function ResultsStep({ search, onChangeSearch, banner, ...cardProps }: ResultsStepProps) {
  const text = useText();
  const services = useServices(search);
  const groups = groupServices(services.data ?? []);

  let body: ReactNode;
  if (!search.airport) {
    body = (
      <EmptyState description={text(M.noAirport)}>
        <LightButton type="primary" onClick={onChangeSearch}>
          {text(M.searchServices)}
        </LightButton>
      </EmptyState>
    );
  } else if (services.isError || retryingAfterError(services)) {
    body = (
      <LightAlert
        title={text(M.errorTitle)}
        description={text(M.errorText)}
        action={
          <LightButton
            onClick={() => {
              focusContentAfterRetry();
              void services.refetch();
            }}
            busy={services.isFetching}
          >
            {text(M.tryAgain)}
          </LightButton>
        }
      />
    );
  } else if (services.isPending) {
    body = <Spinner label={text(M.loading)} compact />;
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        description={
          <>
            <h2 className="vip-title results-group-title">{text(M.emptyTitle)}</h2>
            <p className="vip-text">{text(M.emptyText)}</p>
          </>
        }
      >
        <LightButton type="primary" onClick={onChangeSearch}>
          {text(M.changeSearch)}
        </LightButton>
      </EmptyState>
    );
  } else if (groups.length === 1) {
    body = <GroupSection group={groups[0]} columns cardProps={cardProps} />;
  } else {
    // Desktop: one column per level; below the lg breakpoint the columns stack into one list.
    body = (
      <div className="results-groups">
        {groups.map((group) => (
          <GroupSection key={group.level} group={group} cardProps={cardProps} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="results-title">
      <div className="results-head">
        <div>
          <h1 id="results-title" className="vip-title">
            {text(M.heading)}
          </h1>
          {groups.length > 0 && (
            <p className="vip-text vip-text--secondary" style={{ fontSize: 16, margin: 0 }}>
              {text(resultsSubtitle(groups.length))}
            </p>
          )}
        </div>
        <LightButton onClick={onChangeSearch}>{text(M.modifySearch)}</LightButton>
      </div>
      {banner}
      {body}
    </section>
  );
}

function GroupSection({
  group,
  columns = false,
  cardProps,
}: {
  group: ServiceGroup;
  /** A lone group spreads its cards over a grid instead of one column. */
  columns?: boolean;
  cardProps: Pick<ServiceCardProps, 'onSelect' | 'onViewDetails' | 'onAddReturn' | 'onPorterChoice'>;
}) {
  const text = useText();
  const headingId = `group-${group.level}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-title results-group-title">
        {text(group.heading)}
      </h2>
      <ul className={columns ? 'results-cards results-cards--spread' : 'results-cards'}>
        {group.services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} {...cardProps} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { MAIN_SERVICE_LEVELS, RESULT_GROUP_HEADINGS, SERVICE_LEVELS, mainLevelOf, type MainServiceLevel, type ServiceDetail } from '@vip/contracts';
import { useServices } from './api';
import type { SearchValues } from './search-params';
import { ServiceCard, type ServiceCardProps } from './service-card';

export interface ServiceGroup {
  level: MainServiceLevel;
  heading: string;
  services: ServiceDetail[];
}

/** Services under the three main levels, in that order; tarmac is listed with lounge, after it. */
export function groupServices(services: readonly ServiceDetail[]): ServiceGroup[] {
  const rank = (s: ServiceDetail) => SERVICE_LEVELS.indexOf(s.serviceLevel);
  return MAIN_SERVICE_LEVELS.map((level) => ({
    level,
    heading: RESULT_GROUP_HEADINGS[level],
    // Stable: within a level the catalog's order (cheapest first) is kept.
    services: services.filter((s) => mainLevelOf(s.serviceLevel) === level).sort((a, b) => rank(a) - rank(b)),
  })).filter((g) => g.services.length > 0);
}

/** Spec §2 "Results list": the subtitle follows how many main levels are present. */
export function resultsSubtitle(levelCount: number): string {
  if (levelCount === 2) return 'Two ways to experience luxury travel';
  if (levelCount === 1) return 'Luxury travel experience';
  return 'Three ways to experience luxury travel';
}

export interface ResultsStepProps extends Pick<ServiceCardProps, 'onSelect' | 'onViewDetails' | 'onAddReturn' | 'onPorterChoice'> {
  search: SearchValues;
  porterChoices: Record<number, boolean>;
  onChangeSearch: () => void;
  /** Above the list: the round-trip banner on a second leg. */
  banner?: ReactNode;
}

/** The select step: GET /api/services for the search, grouped by level. */
export function ResultsStep({ search, porterChoices, onChangeSearch, banner, ...cardProps }: ResultsStepProps) {
  const services = useServices(search);
  const groups = groupServices(services.data ?? []);

  let body: ReactNode;
  if (!search.airport) {
    body = (
      <Empty description="Choose an airport to see its services.">
        <Button type="primary" onClick={onChangeSearch}>
          Search services
        </Button>
      </Empty>
    );
  } else if (services.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Loading services" />
      </Flex>
    );
  } else if (services.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Error Loading Services"
        description="We couldn't load the available services. Please try again."
        action={
          <Button onClick={() => void services.refetch()} loading={services.isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (groups.length === 0) {
    body = (
      <Empty
        description={
          <>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              No Services Available
            </Typography.Title>
            <Typography.Paragraph>
              We have no services for this search. Try another date, time or service type, or choose a different airport.
            </Typography.Paragraph>
          </>
        }
      >
        <Button type="primary" onClick={onChangeSearch}>
          Change search
        </Button>
      </Empty>
    );
  } else if (groups.length === 1) {
    body = <GroupSection group={groups[0]} porterChoices={porterChoices} columns cardProps={cardProps} />;
  } else {
    // Desktop: one column per level; below the lg breakpoint the columns stack into one list.
    body = (
      <Row gutter={[24, 32]}>
        {groups.map((group) => (
          <Col key={group.level} xs={24} lg={8}>
            <GroupSection group={group} porterChoices={porterChoices} cardProps={cardProps} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby="results-title">
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title id="results-title" level={1} style={{ margin: 0 }}>
            Premium Airport Services
          </Typography.Title>
          {groups.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
              {resultsSubtitle(groups.length)}
            </Typography.Paragraph>
          )}
        </div>
        <Button onClick={onChangeSearch}>Modify search</Button>
      </Flex>
      {banner}
      {body}
    </section>
  );
}

function GroupSection({
  group,
  porterChoices,
  columns = false,
  cardProps,
}: {
  group: ServiceGroup;
  porterChoices: Record<number, boolean>;
  /** A lone group spreads its cards over a grid instead of one column. */
  columns?: boolean;
  cardProps: Pick<ServiceCardProps, 'onSelect' | 'onViewDetails' | 'onAddReturn' | 'onPorterChoice'>;
}) {
  const headingId = `group-${group.level}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: 20 }}>
        {group.heading}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {group.services.map((service) => (
          <Col key={service.id} xs={24} md={columns ? 12 : 24} xl={columns ? 8 : 24}>
            <ServiceCard service={service} porterChoice={porterChoices[service.id] ?? false} {...cardProps} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

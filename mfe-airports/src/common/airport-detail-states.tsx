import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '@vip/contracts/http';
import { type AirportDetail } from '@vip/contracts/schemas';
import { retryingAfterError, UiStyle, useText } from '@vip/ui';
import { AirportNotFound } from './airport-not-found';
import { commonMessages } from './common.messages';
import { AirportsPageStyle } from './page-style';
import { PageSpinner } from './page-spinner';

/**
 * An airport's page in its three states, as the airport page and the service (landing) page show them: loading,
 * 'Airport Not Found' (with 'Try again' for a failure that is not a 404), or the page itself.
 */
export function AirportDetailStates({
  detail,
  children,
}: {
  detail: UseQueryResult<AirportDetail>;
  children: (airport: AirportDetail) => ReactNode;
}) {
  const text = useText();
  return (
    <>
      <UiStyle />
      <AirportsPageStyle />
      {detail.isError || retryingAfterError(detail) ? (
        <AirportNotFound
          onRetry={
            // Unknown (404) or retired (410): trying again changes nothing.
            detail.error instanceof ApiRequestError && (detail.error.status === 404 || detail.error.status === 410)
              ? undefined
              : () => void detail.refetch()
          }
          retrying={detail.isFetching}
        />
      ) : detail.isPending ? (
        <PageSpinner label={text(commonMessages.loadingAirport)} />
      ) : (
        children(detail.data)
      )}
    </>
  );
}
